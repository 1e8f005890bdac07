// If the wasm instance stops, the user's work is not lost. The page is opened with
// ?debug (which alone exposes attention.__debugAbort, src/platform/debug_abort.cpp), the scene is
// changed (the app writes the new fragment with replaceState), then the instance is stopped the
// ways a real crash happens: std::abort, a trap or an uncaught C++ exception in a call from JS,
// and a trap or an exception in a callback the browser runs later (as a frame). Each time the
// error panel must say "The playground stopped", the API must refuse further calls, and the
// panel's "Reopen with your last state" link must point at this very page with the last fragment
// the app wrote; a real click on it must start the page again with that scene. A link the app
// refused at start is never offered again, and without ?debug the debug API does not exist. A
// lost WebGL context (WEBGL_lose_context) shows the same panel and link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

const h = useHarness();
const SCENE = { score: 'dot', query: [1, 2], keys: [[1, 0], [0, 1], [1, 1]], values: [[1], [2], [3]] };

async function panel(page) {
  return page.evaluate(() => {
    const link = document.getElementById('error-reopen');
    return {
      shown: !document.getElementById('error').hidden,
      canvasHidden: document.getElementById('canvas').style.visibility === 'hidden',
      title: document.getElementById('error-title').textContent,
      text: document.getElementById('error-text').textContent,
      hint: document.getElementById('error-hint').textContent,
      linkShown: !link.hidden && link.getBoundingClientRect().height > 0,
      linkText: link.textContent,
      href: link.href,
      focused: document.activeElement === link,
    };
  });
}

// Runs `how` and waits for the error panel. Returns what the call threw ('' if it returned).
async function crash(page, how) {
  const thrown = await page.evaluate((w) => {
    try { window.attention.__debugAbort(w); return ''; } catch (e) {
      return typeof e === 'number' ? 'number' : `${e.name}: ${e.message}`;
    }
  }, how);
  await page.waitForFunction(() => !document.getElementById('error').hidden, null,
                             { timeout: 10000 });
  return thrown;
}

// What the call itself throws: the instance's RuntimeError for an abort or a trap, the
// exception's address (a number) for a C++ exception; nothing when it happens later.
const THROWN = { abort: /^RuntimeError/, trap: /^RuntimeError: unreachable/, throw: /^number$/,
                 'trap-later': /^$/, 'throw-later': /^$/ };

// A crash in a callback the browser runs later reaches nobody's catch: the page sees it as an
// uncaught error (which the harness would fail), the trap's message or the exception's address.
const UNCAUGHT = { 'trap-later': /^unreachable$/, 'throw-later': /^\d+$/ };

for (const [how, thrown] of Object.entries(THROWN)) {
  test(`a forced ${how}: the error panel, and its link reopens the last state`, async () => {
    if (UNCAUGHT[how]) h.expectPageErrors(UNCAUGHT[how]);
    const page = await h.open({ query: 'debug=1' });
    await page.evaluate((s) => window.attention.setScene(s), SCENE);
    const fragment = await page.evaluate(() => window.attention.linkFragment());
    // UrlSync writes at most every 250 ms: wait until the URL holds the new state.
    await page.waitForFunction((f) => location.hash === '#' + f, fragment, { timeout: 10000 });
    const pageUrl = page.url();

    assert.match(await crash(page, how), thrown, `what __debugAbort('${how}') threw`);

    const p = await panel(page);
    assert.ok(p.shown && p.canvasHidden, 'the panel replaces the canvas');
    assert.equal(p.title, 'The playground stopped');
    assert.match(p.text, /^An internal error stopped the program/);
    assert.match(p.hint, /not lost/);
    assert.ok(p.linkShown, 'the reopen link is visible');
    assert.equal(p.linkText, 'Reopen with your last state');
    assert.ok(p.focused, 'the reopen link has the focus (Enter follows it)');
    assert.equal(p.href, pageUrl, 'the link is this page with the last fragment the app wrote');
    assert.equal(new URL(p.href).hash, '#' + fragment);
    // The stopped instance is never called again: the API says so instead.
    const after = await page.evaluate(() => {
      try { window.attention.getScene(); return 'answered'; } catch (e) { return e.message; }
    });
    assert.match(after, /the playground stopped/);
    await h.screenshot(page, `crash-${how}-panel`);

    // The URL is unchanged, so a plain link would be a same-document jump: it must reload.
    await page.evaluate(() => { window.__beforeReopen = true; });
    await Promise.all([page.waitForEvent('load'), page.click('#error-reopen')]);
    await h.waitReady(page);
    assert.equal(await page.evaluate(() => window.__beforeReopen), undefined, 'no reload happened');
    assert.equal(await page.evaluate(() => document.getElementById('error').hidden), true);
    const scene = await page.evaluate(() => window.attention.getScene());
    assert.deepEqual(scene.query, SCENE.query);
    assert.deepEqual(scene.keys, SCENE.keys);
    assert.deepEqual(scene.values, SCENE.values);
    assert.equal(await page.evaluate(() => window.attention.linkFragment()), fragment);
  });
}

test('before any edit, the link the page was opened with is the last state', async () => {
  const first = await h.open();
  await first.evaluate((s) => window.attention.setScene(s), SCENE);
  const fragment = await first.evaluate(() => window.attention.linkFragment());
  const page = await h.open({ query: 'debug=1', hash: fragment });
  await crash(page, 'trap');
  const p = await panel(page);
  assert.equal(p.linkText, 'Reopen with your last state');
  assert.equal(new URL(p.href).hash, '#' + fragment);
});

test('a link the app refused is not offered again: the link starts the page afresh', async () => {
  const page = await h.open({ query: 'debug=1', hash: 'v1.not-a-link' });
  assert.notEqual(await page.evaluate(() => window.attention.banner()), '', 'the link was refused');
  await crash(page, 'abort');
  const p = await panel(page);
  assert.ok(p.linkShown);
  assert.equal(p.linkText, 'Reopen the playground');
  assert.match(p.hint, /afresh/);
  const href = new URL(p.href);
  assert.equal(href.hash, '');
  assert.equal(href.search, '?debug=1');
  await h.screenshot(page, 'crash-no-state-panel');
});

test('without ?debug there is no debug API', async () => {
  const page = await h.open();
  assert.equal(await page.evaluate(() => typeof window.attention.__debugAbort), 'undefined');
});

test('a lost WebGL context: the panel says so, and its link reopens the last state', async () => {
  const page = await h.open();
  await page.evaluate((s) => window.attention.setScene(s), SCENE);
  const fragment = await page.evaluate(() => window.attention.linkFragment());
  await page.waitForFunction((f) => location.hash === '#' + f, fragment, { timeout: 10000 });
  // The same canvas hands back the page's own WebGL 2 context; its extension loses it for real.
  const lost = await page.evaluate(() => {
    const ext = document.getElementById('canvas').getContext('webgl2')
      ?.getExtension('WEBGL_lose_context');
    if (!ext) return false;
    ext.loseContext();
    return true;
  });
  assert.ok(lost, 'WEBGL_lose_context is available');
  await page.waitForFunction(() => !document.getElementById('error').hidden, null,
                             { timeout: 10000 });
  const p = await panel(page);
  assert.equal(p.title, 'The graphics context was lost');
  assert.match(p.text, /WebGL stopped working/);
  assert.match(p.hint, /not lost/);
  assert.equal(p.linkText, 'Reopen with your last state');
  assert.ok(p.linkShown && p.focused);
  assert.equal(new URL(p.href).hash, '#' + fragment);
  await h.screenshot(page, 'webgl-context-lost-panel');
  await Promise.all([page.waitForEvent('load'), page.click('#error-reopen')]);
  await h.waitReady(page);
  assert.deepEqual((await page.evaluate(() => window.attention.getScene())).keys, SCENE.keys);
});
