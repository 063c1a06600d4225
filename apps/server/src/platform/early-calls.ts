// The script the page runs before its entry chunk has even downloaded (issue 11): it starts the start-up
// calls (contract/shell/startup-calls.ts) and leaves their answers for the web's client, which would
// otherwise ask for them only after the entry had run — one more round trip before the first paint on a
// phone's 4G. Inline, so it costs no request; the CSP allows exactly this text by its hash.
import { createHash } from 'node:crypto';
import { WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { EARLY_ANSWERS_GLOBAL, STARTUP_CALL_URLS } from '@portal/domain/contract/shell/startup-calls';

// Plain ES5 on purpose: it runs before anything else, on any browser that opens the portal. A failed call is
// marked handled here (no console error); the client that takes it still sees the failure.
const SCRIPT =
  `(function(){var a=window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]={};` +
  `${JSON.stringify(STARTUP_CALL_URLS)}.forEach(function(u){` +
  `var p=a[u]=fetch(u,{credentials:"include",headers:{"x-origin":${JSON.stringify(WEB_ORIGIN_HEADER_VALUE)}}});` +
  `p.catch(function(){})})})();`;

export const EARLY_CALLS_TAG = `<script>${SCRIPT}</script>`;

/** The CSP source that lets the browser run the script above and no other inline script. */
export const EARLY_CALLS_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
