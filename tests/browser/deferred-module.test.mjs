// The page's module in two parts (tools/wasm-split-app.py): app.wasm holds what the first frame
// runs, app.deferred.wasm the rest, fetched once the page is ready (web/loader.js). The first
// frames need no deferred function, at desktop and phone sizes, for a returning visitor and a
// first one (the welcome), with the deferred part's download held back; the
// deferred part arrives by itself and nothing then goes through a placeholder; and a deferred
// function called before the part arrived fetches it on the spot instead of stopping the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const h = useHarness();
const deferredState = (page) => page.evaluate(() => window.__attentionPage.deferredState());

// Holds every request for app.deferred.wasm until release() (then lets them through).
async function holdDeferred(page) {
  let release;
  const released = new Promise((r) => { release = r; });
  let requests = 0;
  await page.route('**/app.deferred.wasm', async (route) => {
    ++requests;
    await released;
    await route.continue();
  });
  return { release, requests: () => requests };
}

const kPhone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
                 hasTouch: true };
for (const [name, contextOptions, firstVisit] of [
  ['desktop', {}, false],
  ['phone', kPhone, false],
  ['first visit (the welcome), desktop', {}, true],
  ['first visit (the welcome), phone', kPhone, true],
]) {
  test(`${name}: the first frame runs app.wasm alone`, async () => {
    const page = await h.newPage(contextOptions, { firstVisit });
    const held = await holdDeferred(page);
    await h.open({ page });
    await h.frames(page, 3);
    const s = await deferredState(page);
    assert.equal(s.loaded, false, 'the deferred part was held back, yet it is loaded');
    assert.equal(s.placeholderCalls, 0,
                 'the first frames called functions of app.deferred.wasm: run ' +
                 '`node tools/gen/deferred-functions.mjs` after a web build');
    for (let i = 0; i < 100 && held.requests() === 0; ++i) await sleep(50);
    assert.equal(held.requests(), 1, 'app.deferred.wasm is requested once the page is ready');
    held.release();
    await page.waitForFunction(() => window.__attentionPage.deferredState().loaded, null,
                               { timeout: 30000 });
    assert.equal((await deferredState(page)).placeholderCalls, 0);
  });
}

test('the deferred part arrives by itself and the tabs run from it', async () => {
  const page = await h.open();
  await page.waitForFunction(() => window.__attentionPage.deferredState().loaded, null,
                             { timeout: 30000 });
  const result = await page.evaluate(() => window.attention.translate('I love my mother.'));
  assert.equal(result.translation, "J'aime ma mère.");
  const s = await deferredState(page);
  assert.equal(s.placeholderCalls, 0, 'a placeholder ran after the deferred part was in');
  assert.equal(s.fetchedOnTheSpot, false);
  const wasm = h.requestsOf(page).filter((u) => /\.wasm$/.test(new URL(u).pathname));
  assert.equal(wasm.filter((u) => u.endsWith('/app.deferred.wasm')).length, 1, wasm.join('\n'));
});

test('a deferred function called before its part arrived fetches the part on the spot', async () => {
  const page = await h.newPage();
  let first = true;
  await page.route('**/app.deferred.wasm', async (route) => {
    if (first) {  // the loader's own request: late
      first = false;
      await sleep(8000);
    }
    await route.continue();
  });
  await h.open({ page });
  assert.equal((await deferredState(page)).loaded, false);
  const result = await page.evaluate(() => window.attention.translate('I love my mother.'));
  assert.equal(result.translation, "J'aime ma mère.");
  const s = await deferredState(page);
  assert.ok(s.loaded && s.fetchedOnTheSpot && s.placeholderCalls > 0, JSON.stringify(s));
  await sleep(8500);  // the late answer then changes nothing
  await h.frames(page, 3);
  const after = await page.evaluate(() => window.attention.translate('The cat sleeps.'));
  assert.ok(after.translation.length > 0);
});
