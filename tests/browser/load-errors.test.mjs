// What users see when the playground cannot run: a clear message instead of a blank
// canvas when WebGL2 or WebAssembly is missing (simulated with ?simulate=...) and when app.wasm
// is broken or missing (served broken through request interception); attention.ready rejects.
// And the loading screen's progress: app.wasm compiles while it downloads (streaming), the bar
// only moves forward and counts the file's real size; a server that sends app.wasm with another
// MIME type still gets a page (read, then compiled). And a viewport that keeps resizing while
// app.wasm loads (a phone's toolbars settling) raises no error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, ARTIFACTS, sleep } from './harness.mjs';

async function errorPanel(h, page) {
  return page.evaluate(() => ({
    shown: !document.getElementById('error').hidden,
    loadingHidden: document.getElementById('loading').hidden,
    title: document.getElementById('error-title').textContent,
    text: document.getElementById('error-text').textContent,
  }));
}

async function readyOutcome(page) {
  return page.evaluate(() => Promise.race([
    window.attention.ready.then(() => 'resolved', (e) => 'rejected: ' + e.message),
    new Promise((r) => setTimeout(() => r('pending'), 20000)),
  ]));
}

const h = useHarness();

test('missing WebGL2 → message, ready rejects', async () => {
  const page = await h.newPage();
  await page.goto(h.url({ query: 'simulate=no-webgl2' }));
  const outcome = await readyOutcome(page);
  assert.ok(outcome.startsWith('rejected'), `ready: ${outcome}`);
  const p = await errorPanel(h, page);
  assert.ok(p.shown && p.loadingHidden, 'error panel not shown');
  assert.ok(/WebGL 2/.test(p.title), `title: ${p.title}`);
  await h.screenshot(page, 'error-no-webgl2');
  await page.context().close();
});

test('missing WebAssembly → message', async () => {
  const page = await h.newPage();
  await page.goto(h.url({ query: 'simulate=no-wasm' }));
  const outcome = await readyOutcome(page);
  assert.ok(outcome.startsWith('rejected'), `ready: ${outcome}`);
  const p = await errorPanel(h, page);
  assert.ok(p.shown && /WebAssembly/.test(p.title), `title: ${p.title}`);
  await page.context().close();
});

test('broken app.wasm → message naming app.wasm', async () => {
  const page = await h.newPage();
  await page.route('**/app.wasm', (route) => route.fulfill({
    status: 200, contentType: 'application/wasm', body: Buffer.from('this is not wasm'),
  }));
  await page.goto(h.url());
  const outcome = await readyOutcome(page);
  assert.ok(outcome.startsWith('rejected'), `ready: ${outcome}`);
  const p = await errorPanel(h, page);
  assert.ok(p.shown && /could not be loaded/.test(p.title), `title: ${p.title}`);
  assert.ok(/app\.wasm/.test(p.text), `text does not name app.wasm: ${p.text}`);
  await h.screenshot(page, 'error-broken-wasm');
  await page.context().close();
});

test('app.wasm missing (404) → message with the HTTP status', async () => {
  const page = await h.newPage();
  await page.route('**/app.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(h.url());
  const outcome = await readyOutcome(page);
  assert.ok(outcome.startsWith('rejected'), `ready: ${outcome}`);
  const p = await errorPanel(h, page);
  assert.ok(p.shown && /404/.test(p.text), `text: ${p.text}`);
  await page.context().close();
});

test('loading screen shows progress while app.wasm downloads', async () => {
  const page = await h.newPage();
  // Hold app.wasm back for a moment to catch the loading screen in the middle.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/app.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(h.url());
  const during = await page.evaluate(() => ({
    loadingShown: !document.getElementById('loading').hidden,
    status: document.getElementById('status').textContent,
  }));
  assert.ok(during.loadingShown, 'loading screen not shown while downloading');
  assert.ok(/Download/.test(during.status), `status while downloading: ${during.status}`);
  await page.screenshot({ path: `${ARTIFACTS}/loading.png` });  // mostly flat: not asserted
  release();
  await h.waitReady(page);
  await page.context().close();
});

// Records every value and text of the progress bar, and each instantiate call's kind.
const WATCH_LOADING = () => {
  window.__progress = [];
  window.__instantiate = [];
  for (const kind of ['instantiateStreaming', 'instantiate']) {
    const real = WebAssembly[kind];
    WebAssembly[kind] = (...args) => { window.__instantiate.push(kind); return real.apply(WebAssembly, args); };
  }
  // Watched from the document's creation, not from DOMContentLoaded: on a busy machine the
  // whole download can end before the page's parsing does.
  // The text and the bar are both watched: the last chunks can move the bar without changing
  // the text ("Downloading 1,234 KB of 1,234 KB" holds for the last kilobyte).
  let last = null;
  const note = () => {
    const bar = document.getElementById('progress'), status = document.getElementById('status');
    if (!bar || !status) return;
    const now = `${status.textContent}|${bar.value}`;
    if (now === last) return;
    last = now;
    window.__progress.push({ value: bar.value, text: status.textContent });
  };
  new MutationObserver(note).observe(document, {
    childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['value'],
  });
};

test('app.wasm compiles while it downloads; the bar moves forward with its real size', async () => {
  const page = await h.newPage();
  await page.addInitScript(WATCH_LOADING);
  await page.goto(h.url());
  await h.waitReady(page);
  const { progress, calls, wasmBytes } = await page.evaluate(async () => ({
    progress: window.__progress, calls: window.__instantiate,
    wasmBytes: (await (await fetch('build-info.json')).json()).wasmBytes,
  }));
  assert.deepStrictEqual(calls, ['instantiateStreaming'], 'one streaming instantiation');
  const values = progress.map((p) => p.value);
  for (let i = 1; i < values.length; i++)
    assert.ok(values[i] >= values[i - 1], `the bar went back: ${values.join(', ')}`);
  const kb = `${(wasmBytes / 1024).toFixed(0)} KB`;
  const last = progress.filter((p) => /^Downloading/.test(p.text)).pop();
  assert.ok(last && last.text === `Downloading ${kb} of ${kb}`, `last download status: ${last && last.text}`);
  assert.ok(Math.abs(last.value - 0.85) < 1e-6, `bar at the last byte: ${last.value}`);
  assert.ok(progress.some((p) => p.text === 'Compiling…'), 'no compiling step shown');
  await page.context().close();
});

test('app.wasm sent as application/octet-stream → read, then compiled: the page starts', async () => {
  const page = await h.newPage();
  await page.addInitScript(WATCH_LOADING);
  await page.route('**/app.wasm', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.goto(h.url());
  await h.waitReady(page);
  assert.deepStrictEqual(await page.evaluate(() => window.__instantiate), ['instantiate']);
  await page.context().close();
});

// app.js defines the exports' wrappers before the wasm instance exists; an event handler that
// calls one then throws "Cannot read properties of undefined". A phone's viewport resizes while
// the page loads: here it resizes every 2 ms, and app.wasm arrives late, until the app is ready.
const KEEP_RESIZING = () => {
  const resize = () => {
    window.dispatchEvent(new Event('resize'));
    if (window.visualViewport) window.visualViewport.dispatchEvent(new Event('resize'));
  };
  const timer = setInterval(resize, 2);
  window.__stopResizing = () => clearInterval(timer);
};

test('a viewport resizing while app.wasm loads raises no error', async () => {
  const page = await h.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
                                 isMobile: true, hasTouch: true });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(KEEP_RESIZING);
  await page.route('**/app.wasm', async (route) => {
    await sleep(500);
    await route.continue();
  });
  await page.goto(h.url());
  await h.waitReady(page);
  await page.evaluate(() => window.__stopResizing());
  assert.deepStrictEqual(errors, []);
});
