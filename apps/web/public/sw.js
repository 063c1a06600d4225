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
