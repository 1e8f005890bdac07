// Offline and installable: the page registers its service worker (web/sw.js) for
// this build; a first visit precaches the app but not the CJK font or the models (they are
// cached when first used); with the network off, a reload gets a ready page whose loading screen
// said it came from the offline copy, the translator still translates from the cached
// models, and training runs in its worker from the cached worker files; a new build's worker replaces the old cache; the manifest and its icons load. The
// build's precompressed copies (.br, .gz) of the shell's files decode to the files themselves,
// and the server sends them for the encodings a client accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { useHarness } from './harness.mjs';

const h = useHarness();

// Every text the loading screen's status line showed (collected from the start of each load).
const COLLECT_STATUS = () => {
  window.__statusTexts = [];
  document.addEventListener('DOMContentLoaded', () => {
    const el = document.getElementById('status');
    window.__statusTexts.push(el.textContent);
    new MutationObserver(() => window.__statusTexts.push(el.textContent))
      .observe(el, { childList: true, characterData: true, subtree: true });
  });
};

async function cachedPaths(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      out[key] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

test('offline: load, go offline, reload: ready from the offline copy; a new build replaces the cache', async () => {
  const page = await h.newPage({ serviceWorkers: 'allow' });
  await page.addInitScript(COLLECT_STATUS);
  await h.open({ page });
  const build = await page.evaluate(async () => (await (await fetch('build-info.json')).json()).build);
  assert.match(build, /^[0-9a-f]{16}$/, 'build-info.json has a build id');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  let caches = await cachedPaths(page);
  const name = `attention-playground-${build}`;
  assert.deepStrictEqual(Object.keys(caches), [name], 'one cache, named after the build');
  for (const f of ['/', '/app.js', '/app.wasm', '/loader.js', '/manifest.webmanifest',
                   '/training-host.js', '/train-worker.js', '/train_worker.js', '/train_worker.wasm'])
    assert.ok(caches[name].includes(f), `${f} not precached (${caches[name].join(', ')})`);
  // The UI faces fetched after the first frame are part of the shell (every visit uses them);
  // the models and the CJK font are cached only once a visit fetches them. The figures' JSON is
  // fetched by every visit once the page is idle (web/loader.js), so it may be cached by now.
  const faces = ['/assets/fonts/ui-sans-bold.ttf', '/assets/fonts/ui-mono.ttf', '/assets/fonts/ui-math.ttf'];
  const figures = ['/assets/models/bottleneck.json', '/assets/models/speed.json', '/assets/models/explain.json'];
  for (const f of faces) assert.ok(caches[name].includes(f), `${f} not precached`);
  assert.ok(!caches[name].some((p) => p.startsWith('/assets/') && !faces.includes(p) && !figures.includes(p)),
            `the first visit cached assets it never used: ${caches[name].join(', ')}`);

  // The translator once, online: its model files are cached as they are fetched.
  const online = await page.evaluate(() => window.attention.translate('She saw him yesterday.'));
  caches = await cachedPaths(page);
  assert.ok(caches[name].includes('/assets/models/rnnsearch.bin'), 'the model was not cached');

  // Network off, reload.
  await page.context().setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await h.waitReady(page);
  const status = await page.evaluate(() => window.__statusTexts.join(' | '));
  assert.match(status, /from the offline copy \(no network\)/, `loading screen said: ${status}`);
  await h.frames(page, 3);
  await h.screenshot(page, 'offline-reload');
  const offline = await page.evaluate(() => window.attention.translate('She saw him yesterday.'));
  assert.strictEqual(offline.translation, online.translation, 'translation offline vs online');
  assert.strictEqual(await page.evaluate(() => window.attention.getResult().weights.length), 4);
  // Training offline: the worker's script and module come from the offline copy.
  await page.evaluate(() => window.attention.startTraining({ seed: 2 }));
  await page.waitForFunction(async () => (await window.attention.trainingStatus()).step > 0, null,
                             { timeout: 30000, polling: 500 });
  assert.strictEqual((await page.evaluate(() => window.attention.pauseTraining())).state, 'paused');

  // A new build: its worker fills its own cache and deletes the old one.
  await page.context().setOffline(false);
  await page.evaluate(() => navigator.serviceWorker.register('sw.js?build=0123456789abcdef'));
  await page.waitForFunction(async () => {
    const keys = await caches.keys();
    return keys.length === 1 && keys[0] === 'attention-playground-0123456789abcdef';
  }, null, { timeout: 30000, polling: 200 });
});

// One GET with the given Accept-Encoding: the Content-Encoding and the raw (undecoded) body.
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'] || '',
                                    body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('precompressed copies: each decodes to its file; the server sends the accepted one', async () => {
  const dist = h.args.dist;
  for (const f of ['index.html', 'app.js', 'app.wasm', 'loader.js', 'attention-api.js', 'sw.js',
                   'training-host.js', 'train-worker.js', 'train_worker.js', 'train_worker.wasm',
                   'assets/models/rnnsearch.bin', 'assets/fonts/cjk-subset.ttf']) {
    const file = fs.readFileSync(path.join(dist, f));
    const br = fs.readFileSync(path.join(dist, f + '.br'));
    const gz = fs.readFileSync(path.join(dist, f + '.gz'));
    assert.ok(zlib.brotliDecompressSync(br).equals(file), `${f}.br does not decode to ${f}`);
    assert.ok(zlib.gunzipSync(gz).equals(file), `${f}.gz does not decode to ${f}`);
    assert.ok(br.length < file.length && gz.length < file.length, `${f}: copies not smaller`);
  }
  const url = h.base + 'app.wasm';
  const wasm = fs.readFileSync(path.join(dist, 'app.wasm'));
  const viaBr = await rawGet(url, 'gzip, deflate, br');
  assert.strictEqual(viaBr.encoding, 'br');
  assert.ok(viaBr.body.equals(fs.readFileSync(path.join(dist, 'app.wasm.br'))), 'not the .br copy');
  const viaGz = await rawGet(url, 'gzip, deflate');
  assert.strictEqual(viaGz.encoding, 'gzip');
  assert.ok(viaGz.body.equals(fs.readFileSync(path.join(dist, 'app.wasm.gz'))), 'not the .gz copy');
  const plain = await rawGet(url, 'identity');
  assert.strictEqual(plain.encoding, '');
  assert.ok(plain.body.equals(wasm), 'identity: not the file itself');
});

test('installable: the manifest and its icons', async () => {
  const page = await h.open();
  const m = await page.evaluate(async () => {
    const link = document.querySelector('link[rel=manifest]');
    const manifest = await (await fetch(link.href)).json();
    const icons = [];
    for (const icon of manifest.icons) {
      const r = await fetch(new URL(icon.src, link.href));
      const bitmap = await createImageBitmap(await r.blob());
      icons.push({ sizes: icon.sizes, w: bitmap.width, h: bitmap.height, type: r.headers.get('content-type') });
    }
    return { name: manifest.name, display: manifest.display, start: manifest.start_url, icons };
  });
  assert.strictEqual(m.name, 'Attention Playground');
  assert.strictEqual(m.display, 'standalone');
  assert.strictEqual(m.start, './');
  assert.deepStrictEqual(m.icons.map((i) => `${i.sizes} ${i.w}x${i.h} ${i.type}`),
                         ['192x192 192x192 image/png', '512x512 512x512 image/png']);
});
