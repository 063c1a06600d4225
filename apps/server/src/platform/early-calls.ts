// The start-up calls (contract/shell/startup-calls.ts) answered with the page itself (issue 11). The server
// writes their answers into the page as a JSON data block (startup-answers.ts) and a tiny script that hands
// them to the web's client as the calls' responses; the client would otherwise ask for them after its entry
// had run, and even asked early they shared a phone's slow network with the entry chunk before the first
// paint. Where an answer is missing (the database could not be read) the script asks for it at once, as the
// client would. Inline, so it costs no request; the CSP allows exactly this text by its hash.
import { createHash } from 'node:crypto';
import { STORAGE_KEYS, VISITA_HEADER, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_VISIT_GLOBAL,
  STARTUP_CALL_URLS,
} from '@portal/domain/contract/shell/startup-calls';

/** The data block's id: the script below reads it; it comes before the script in the page. */
export const STARTUP_ANSWERS_ID = 'portal-respostas-iniciais';
/** The block with the screen's first calls (contract/shell/route-first-calls.ts), on the pages of those routes. */
export const ROUTE_CALLS_ID = 'portal-chamadas-da-tela';

/** A call's answer as the API gives it: status and JSON body. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}
export type EarlyAnswers = Readonly<Record<string, EarlyAnswer>>;

// Plain ES5 on purpose: it runs before anything else, on any browser that opens the portal. A failed call is
// marked handled here (no console error); the client that takes it still sees the failure.
const SCRIPT =
  `(function(){var a=window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]={},k={};` +
  `try{k=JSON.parse(document.getElementById(${JSON.stringify(STARTUP_ANSWERS_ID)}).textContent)}catch(e){}` +
  `${JSON.stringify(STARTUP_CALL_URLS)}.forEach(function(u){var r=k[u];` +
  `var p=a[u]=r?Promise.resolve(new Response(JSON.stringify(r.body),` +
  `{status:r.status,headers:{"content-type":"application/json; charset=utf-8"}})):` +
  `fetch(u,{credentials:"include",headers:{"x-origin":${JSON.stringify(WEB_ORIGIN_HEADER_VALUE)}}});` +
  `p.catch(function(){})});` +
  // The screen's first calls (issue 37), only for a member the page remembers whom the route's guard would let
  // in (a password still valid, the screen's permission: web app/routing/guards.ts) — a signed-out visitor, or
  // one the guard sends elsewhere, asks nothing — in a screen visit of their own that the web's client then
  // continues (visita.ts).
  `try{var s=JSON.parse(document.getElementById(${JSON.stringify(ROUTE_CALLS_ID)}).textContent),` +
  `m=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)}));` +
  `if(!m||!m.credenciaisNaoExpiradas||s.p&&(m.permissionamento.tela||[]).indexOf(s.p)<0)return;` +
  `var c=new Uint32Array(4);crypto.getRandomValues(c);` +
  `var v=[].map.call(c,function(n){return("000000"+n.toString(36)).slice(-7)}).join("-");` +
  `window[${JSON.stringify(EARLY_VISIT_GLOBAL)}]={id:v,urls:s.u,path:location.pathname};` +
  `s.u.forEach(function(u){var p=a[u]=fetch(u,{credentials:"include",headers:{` +
  `"x-origin":${JSON.stringify(WEB_ORIGIN_HEADER_VALUE)},${JSON.stringify(VISITA_HEADER)}:v}});` +
  `p.catch(function(){})})}catch(e){}})();`;

/** The data block's text: JSON with every character that could end the element or the script escaped. */
export function startupAnswersBlock(answers: EarlyAnswers): string {
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${STARTUP_ANSWERS_ID}">${json}</script>`;
}

/**
 * The screen's first calls' block, for a route that has any: the URLs the script starts (`u`) and the screen
 * permission the route's guard asks of the member (`p`, the first of the route's, as `isAllowed` reads it).
 */
export function routeCallsBlock(urls: readonly string[] | undefined, permission: string | undefined): string {
  if (!urls?.length) return '';
  const json = JSON.stringify({ u: urls, p: permission }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_CALLS_ID}">${json}</script>`;
}

export const EARLY_CALLS_TAG = `<script>${SCRIPT}</script>`;

/** The CSP source that lets the browser run the script above and no other inline script. */
export const EARLY_CALLS_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
