// Offline shell (issue #4: "the card stays viewable offline once loaded", also after a reload).
// Only the portal's own static files are cached: the page (network first, so a new release is seen at
// once) and the content-hashed /assets/* (cache first: a name never changes content). API answers are
// never cached here — member data stays in the page's own storage, which is cleared at sign-out.
const CACHE = 'portal-shell-v1';
const SHELL = '/index.html';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

// The page reports the assets it loads (also those fetched before this worker took control), so every
// screen it has opened works offline too.
async function cacheReported(hrefs) {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const href of [SHELL, ...hrefs]) if (!(await cache.match(href))) missing.push(href);
  await Promise.all(missing.map((href) => cache.add(href).catch(() => undefined)));
}

self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.assets) ? event.data.assets : [];
  event.waitUntil(cacheReported(urls.filter((href) => isAsset(new URL(href, self.location.origin)))));
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/cartao-compartilhado/')
  ) {
    event.respondWith(networkFirstPage(request));
  } else if (isAsset(url)) {
    event.respondWith(cacheFirstAsset(request));
  }
});

// Web Push (issue 42, decision 0053). The server sends {titulo, corpo, url}: a neutral text (no health detail —
// that is behind sign-in) and the portal screen to open. `tag` is the screen, so a newer notice about the same
// screen replaces the older one instead of piling up.
const ICONE_NOTIFICACAO = '/icones/portal-192.png';

/** Only the portal's own pages are opened from a notice; anything else opens the home. */
function caminhoDoPortal(url) {
  try {
    const destino = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return destino.origin === self.location.origin ? destino.pathname + destino.search + destino.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let dados = {};
  try {
    dados = event.data ? event.data.json() : {};
  } catch {
    dados = {};
  }
  const url = caminhoDoPortal(dados.url);
  event.waitUntil(
    self.registration.showNotification(
      typeof dados.titulo === 'string' && dados.titulo ? dados.titulo : 'Portal do Beneficiário',
      {
        body: typeof dados.corpo === 'string' ? dados.corpo : '',
        icon: ICONE_NOTIFICACAO,
        lang: 'pt-BR',
        tag: url,
        data: { url },
      },
    ),
  );
});

// A click brings the portal forward on the notice's screen: an open portal window is focused and taken there
// (the member keeps one window), else a new one opens.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = caminhoDoPortal(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const janela = janelas.find((cliente) => new URL(cliente.url).origin === self.location.origin);
      if (janela) {
        await janela.focus().catch(() => undefined);
        // Only a window this worker controls can be navigated; another opens the screen anew.
        if (await janela.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
