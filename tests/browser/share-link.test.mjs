// Share links in the browser: the URL fragment follows the state (replaceState, no
// new history entries); a link opened in a fresh page reproduces bit-identical weights; editing
// the fragment by hand applies it without a reload; malformed, truncated, wrong-version and
// oversized links show the banner over the default scene and the app keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

async function waitForHash(page, fragment, timeout = 5000) {
  await page.waitForFunction((f) => location.hash === '#' + f, fragment, { timeout });
}

const h = useHarness();

// Non-round floats (0.1, 1/3, 1e-7 …) so that any rounding in the link would show.
const scene = {
  score: 'general', temperature: 0.7,
  queries: [[0.1, -1 / 3, 2.5], [1e-7, 0.2, -0.3]],
  keys: [[1 / 7, 0.3, -0.9], [0.25, 2 / 3, 1.1], [-0.5, 0.05, 0.333], [3.14159, -2.71828, 0.5]],
  values: [[1, 0.1], [0.2, -0.7], [0.3, 1 / 9], [-1.5, 0.45]],
  labels: ['apple', 'pear, ripe', '梨', 'quote "q"'],
  mask: [true, true, false, true],
  W: [[1, 0.1, 0], [0.2, 0.9, -0.1], [0, 0.3, 1.2]],
};

// A page showing `scene`, reached through a burst of edits, with its share link and state.
async function linkedPage() {
  const page = await h.open();
  const defaultScene = await api(page, 'getScene');
  const historyLength = await page.evaluate(() => history.length);
  for (let i = 0; i < 10; i++) {
    await api(page, 'setScene', { ...scene, temperature: 0.5 + i / 100 });
    await sleep(20);
  }
  await api(page, 'setScene', scene);
  const link = await api(page, 'getLink');
  const fragment = link.split('#')[1];
  assert.ok(/^v1\./.test(fragment), `link fragment: ${fragment.slice(0, 20)}…`);
  await waitForHash(page, fragment);
  const state = await api(page, 'getState');
  return { page, defaultScene, link, fragment, historyLength, state };
}

test('the URL fragment follows the state without adding history entries', async () => {
  const { page, historyLength } = await linkedPage();
  assert.deepStrictEqual(await page.evaluate(() => history.length), historyLength, 'history.length after 11 edits');
});

test('a link opened in a fresh page gives bit-identical weights', async () => {
  const { page, link, state } = await linkedPage();
  const result = await api(page, 'getResult');
  const fresh = await h.open({ hash: link.split('#')[1] });
  assert.deepStrictEqual(await api(fresh, 'banner'), '', 'banner on a good link');
  assert.deepStrictEqual(await api(fresh, 'getState'), state, 'state from the link');
  const again = await api(fresh, 'getResult');
  // JSON numbers are the shortest decimals that read back exactly: equal text = equal bits.
  assert.deepStrictEqual(again, result, 'result from the link (bit-identical)');
  assert.ok(again.batch && again.batch.weights.length === 2, 'batched result missing');
  // The CLI reads the same link to the same scene.
  const cli = h.cli(['eval', '--link', link, '--compact']);
  assert.ok(cli.status === 0, `attention eval --link failed: ${cli.stderr}`);
  const c = JSON.parse(cli.stdout);
  for (let i = 0; i < c.weights.length; i++)
    assert.ok(Math.abs(c.weights[i] - again.weights[i]) <= 2e-6, `CLI weight ${i}: ${c.weights[i]} vs ${again.weights[i]}`);
  await h.screenshot(fresh, 'link-opened');
  await fresh.context().close();
});

test('editing the fragment applies the new link without a reload', async () => {
  const { page, state } = await linkedPage();
  await page.evaluate(() => { window.__notReloaded = true; });
  const other = await h.open();
  await api(other, 'setScene', { query: [1, 1], keys: [[1, 0], [0, 1]], values: [[1], [2]] });
  const otherFragment = (await api(other, 'getLink')).split('#')[1];
  const otherResult = await api(other, 'getResult');
  await other.context().close();
  await page.evaluate((f) => { location.hash = f; }, otherFragment);
  await page.waitForFunction((w) => JSON.stringify(window.attention.getResult().weights) === w,
                             JSON.stringify(otherResult.weights), { timeout: 5000 });
  assert.deepStrictEqual(await page.evaluate(() => window.__notReloaded), true, 'page was reloaded');
  // Back to the first link by Undo (loading a link is one undo step).
  assert.deepStrictEqual(await api(page, 'undo'), true, 'undo after hashchange');
  assert.deepStrictEqual(await api(page, 'getState'), state, 'state after undoing the hashchange');
});

const bad = {
  'garbage': () => 'hello-world!!',
  'truncated': (fragment) => fragment.slice(0, Math.floor(fragment.length / 2)),
  'wrong version': (fragment) => 'v9.' + fragment.slice(3),
  'corrupted checksum': (fragment) => fragment.slice(0, 10) + (fragment[10] === 'A' ? 'B' : 'A') + fragment.slice(11),
  'oversized': () => 'v1.' + 'A'.repeat(300 * 1024),
};
for (const [name, make] of Object.entries(bad)) {
  test(`${name} link → banner, default scene, app alive`, async () => {
    const { page, fragment, defaultScene } = await linkedPage();
    await page.context().close();
    const p = await h.open({ hash: make(fragment) });
    const banner = await api(p, 'banner');
    assert.ok(/link/i.test(banner), `banner for a ${name} link: "${banner}"`);
    assert.deepStrictEqual(await api(p, 'getScene'), defaultScene, `scene after a ${name} link`);
    if (name === 'truncated') {
      await h.screenshot(p, 'bad-link-banner');
      // The banner is on screen (recorded by the UI) and the app still takes real input.
      await h.rect(p, 'banner');
      const before = await api(p, 'getResult');
      const key = await h.rect(p, 'canvas/key/1');
      await p.mouse.move(key.cx, key.cy);
      await h.frames(p, 2);
      await p.mouse.down();
      for (let i = 1; i <= 8; i++) { await p.mouse.move(key.cx + 6 * i, key.cy + 4 * i); await h.frames(p, 1); }
      await p.mouse.up();
      await h.frames(p, 3);
      const after = await api(p, 'getResult');
      assert.ok(JSON.stringify(after.weights) !== JSON.stringify(before.weights), 'drag after a bad link did nothing');
    }
    await p.context().close();
  });
}

test('a bad hashchange keeps the current state and shows the banner', async () => {
  const { page } = await linkedPage();
  const before = await api(page, 'getState');
  await page.evaluate(() => { location.hash = 'v1.not-a-valid-link'; });
  await page.waitForFunction(() => window.attention.banner() !== '', null, { timeout: 5000 });
  assert.deepStrictEqual(await api(page, 'getState'), before, 'state after a bad hashchange');
});
