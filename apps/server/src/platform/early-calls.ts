// The start-up calls (contract/shell/startup-calls.ts) answered with the page itself (issue 11). The server
// writes their answers into the page as a JSON data block (startup-answers.ts) and a tiny script that hands
// them to the web's client as the calls' responses; the client would otherwise ask for them after its entry
// had run, and even asked early they shared a phone's slow network with the entry chunk before the first
// paint. Where an answer is missing (the database could not be read) the script asks for it at once, as the
// client would. Inline, so it costs no request; the CSP allows exactly this text by its hash.
import { createHash } from 'node:crypto';
import { OPERATOR_FORMATTERS, STORAGE_KEYS, VISITA_HEADER, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import {
  beneficiarioInicial,
  periodoRecente,
  planoInicial,
} from '@portal/domain/contract/shell/escolha-inicial';
import {
  PERIODO_RECENTE,
  VALOR_ESCOLHIDO,
  type ChamadasDaEscolha,
} from '@portal/domain/contract/shell/route-first-calls';
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

/**
 * Whom, which plan or which period a screen starts on: the domain's own functions (contract/shell/
 * escolha-inicial.ts, plain ES5 there for this), their text with its runs of white space made one space (no
 * string in them holds two).
 */
const ESCOLHA_INICIAL = [beneficiarioInicial, planoInicial, periodoRecente]
  .map((escolha) => escolha.toString().replace(/\s+/g, ' '))
  .join('');

// Plain ES5 on purpose: it runs before anything else, on any browser that opens the portal. A failed call is
// marked handled here (no console error); the client that takes it still sees the failure.
const SCRIPT =
  `(function(){${ESCOLHA_INICIAL}var a=window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]={},k={};` +
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
  // The operator-time formatters the screens make (OPERATOR_FORMATTERS), made here while the app downloads: a
  // page's first Intl formatter loads the locale's and zone's data (20–60 ms on a desktop, more on a phone), a
  // long task when the screen's first render made it; made here, the screen's own cost ≈ 1 ms (issue 37). Now,
  // not in an idle callback: the main thread has nothing else to do until the entry chunk arrives, and an idle
  // callback could also run after the first paint, where the same work was a long task again.
  `try{${JSON.stringify(Object.values(OPERATOR_FORMATTERS))}.forEach(function(f){new Intl.DateTimeFormat(f[0],f[1]).formatToParts(0)})}catch(e){}` +
  `var c=new Uint32Array(4);crypto.getRandomValues(c);` +
  `var v=[].map.call(c,function(n){return("000000"+n.toString(36)).slice(-7)}).join("-");` +
  // A screen's default period (PERIODO_RECENTE) in its URLs, by the screen's own rule; worked out only where a
  // URL holds it (a date in the operator's zone: more Intl work, which other screens do not need).
  `if(s.u.join().indexOf(${JSON.stringify(PERIODO_RECENTE.inicio)})>=0){var P=periodoRecente(Date.now(),${PERIODO_RECENTE.dias});` +
  `s.u=s.u.map(function(u){return u.split(${JSON.stringify(PERIODO_RECENTE.inicio)}).join(P.inicio)` +
  `.split(${JSON.stringify(PERIODO_RECENTE.fim)}).join(P.fim)})}` +
  `var w=window[${JSON.stringify(EARLY_VISIT_GLOBAL)}]={id:v,urls:s.u,path:location.pathname};` +
  `var f=function(u){var p=a[u]=fetch(u,{credentials:"include",headers:{` +
  `"x-origin":${JSON.stringify(WEB_ORIGIN_HEADER_VALUE)},${JSON.stringify(VISITA_HEADER)}:v}});` +
  `p.catch(function(){})};s.u.forEach(f);` +
  // The calls for the beneficiary or plan the screen starts on (ROUTE_CHOICE_CALLS): once the first answer
  // they depend on is here (read from a copy, before the client can read the answer itself), chosen by the
  // screen's own rule (the domain's functions, above) — while the member is still on the visit.
  `var q=s.b&&location.pathname.indexOf(s.b+"/")===0?decodeURIComponent(location.pathname.slice(s.b.length+1).split("/")[0]):null,j={};` +
  `var J=function(u){return j[u]||(j[u]=(a[u]||Promise.reject(0)).then(function(r){if(!r.ok)throw r.status;return r.clone().json()}))};` +
  `(s.d||[]).forEach(function(d){Promise.all([J(d.de),d.seListadoEm?J(d.seListadoEm):null]).then(function(r){` +
  `var l=d.envelope?r[0]&&!r[0].erro&&r[0].dados:r[0];` +
  `var x=d.escolha==="plano"?planoInicial(l,q):beneficiarioInicial(l,q,m.nrCpf);` +
  `if(!x||r[1]&&beneficiarioInicial(r[1],x,null)!==x||window[${JSON.stringify(EARLY_VISIT_GLOBAL)}]!==w)return;` +
  `d.urls.forEach(function(t){var u=t.split(${JSON.stringify(VALOR_ESCOLHIDO)}).join(encodeURIComponent(x));` +
  `if(!(u in a)){w.urls.push(u);f(u)}})}).catch(function(){})})}catch(e){}})();`;

/** The data block's text: JSON with every character that could end the element or the script escaped. */
export function startupAnswersBlock(answers: EarlyAnswers): string {
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${STARTUP_ANSWERS_ID}">${json}</script>`;
}

/**
 * The screen's first calls' block, for a route that has any: the URLs the script starts (`u`), the screen
 * permission the route's guard asks of the member (`p`, the first of the route's, as `isAllowed` reads it), and
 * for a screen with calls for the beneficiary or plan it starts on, those (`d`) and the route's path when the
 * URL may carry that choice after it (`b`: /solicitacao-reembolso/{cpf}, /cartao-virtual/{codigoPlano}).
 */
export function routeCallsBlock(
  urls: readonly string[] | undefined,
  permission: string | undefined,
  escolha?: { chamadas: readonly ChamadasDaEscolha[] | undefined; path: string | undefined },
): string {
  if (!urls?.length) return '';
  const d = escolha?.chamadas?.length ? escolha.chamadas : undefined;
  const json = JSON.stringify({ u: urls, p: permission, d, b: d && escolha?.path }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_CALLS_ID}">${json}</script>`;
}

export const EARLY_CALLS_TAG = `<script>${SCRIPT}</script>`;

/** The CSP source that lets the browser run the script above and no other inline script. */
export const EARLY_CALLS_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
