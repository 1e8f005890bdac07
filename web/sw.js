// Service worker: the playground works offline once opened. One cache per build: the loader
// registers sw.js?build=<id> (the id from build-info.json, a hash of every file the build put in
// dist/, cmake/WebBuildInfo.cmake), so a new build installs a new worker, which fills its own
// cache and, once active, deletes the caches of older builds.
//   the app shell (page, glue, app.js, app.wasm, the training worker's script and module,
//                   manifest, icons, the UI faces fetched after the first frame)  precached at
//                   install (after the page has loaded); served
//                   cache-first, so every script and module always comes from the same build
//   build-info.json network-first: an online page learns about a new build (and registers it)
//   assets/ (the CJK font, the translator's models)  cached when first fetched (a visitor who
//                   never opens the translator does not download the models), then cache-first
//   embed.js, embed-protocol.js, embed-host-bridge.js, embed.html   the embed (docs/embedding.md),
//                   in the shell too
// Navigations to the page (any query, e.g. ?embed=1) get the cached page; to embed.html, the cached
// example. Everything else goes to the network.
'use strict';
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
const PREFIX = 'attention-playground-';
const CACHE = PREFIX + BUILD;
const SHELL = ['./', 'style.css', 'attention-api.js', 'loader.js', 'gl-state-shadow.js', 'ime.js', 'app.js', 'app.wasm', 'app.deferred.wasm',
  'training-host.js', 'train-worker.js', 'train_worker.js', 'train_worker.wasm',
  'inference-host.js', 'infer-worker.js', 'infer_worker.js', 'infer_worker.wasm', 'build-info.json',
  'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'embed-protocol.js',
  'embed-host-bridge.js', 'embed.js', 'embed.html', 'assets/fonts/ui-sans-bold.ttf',
  'assets/fonts/ui-mono.ttf', 'assets/fonts/ui-math.ttf'];
// The pages a navigation can ask for: the playground (by its folder or its file) and the embed
// example; any other navigation goes to the network.
const PAGES = ['', 'index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(SHELL.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE)
                                    .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

async function cacheFirst(request, key = request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (e) {
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  const path = url.pathname.slice(scope.pathname.length);
  if (request.mode === 'navigate' && PAGES.includes(path)) {
    event.respondWith(cacheFirst(request, new Request(scope.href)));
  } else if (request.mode === 'navigate' && path === 'embed.html') {
    event.respondWith(cacheFirst(request, new Request(new URL('embed.html', scope.href).href)));
  } else if (path === 'build-info.json') {
    event.respondWith(networkFirst(request));
  } else if (SHELL.includes(path) || path.startsWith('assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
