// Share links in the browser (issue #3 §3): the URL fragment follows the state (replaceState, no
// new history entries); a link opened in a fresh page reproduces bit-identical weights; editing
// the fragment by hand applies it without a reload; malformed, truncated, wrong-version and
// oversized links show the banner over the default scene and the app keeps working.
import { runTests, assert, assertEqual, sleep } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

async function waitForHash(page, fragment, timeout = 5000) {
  await page.waitForFunction((f) => location.hash === '#' + f, fragment, { timeout });
}

await runTests(async (h) => {
  let page, defaultScene, link, state;

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

  h.test('the URL fragment follows the state without adding history entries', async () => {
    page = await h.open();
    defaultScene = await api(page, 'getScene');
    const historyLength = await page.evaluate(() => history.length);
    for (let i = 0; i < 10; i++) {
      await api(page, 'setScene', { ...scene, temperature: 0.5 + i / 100 });
      await sleep(20);
    }
    await api(page, 'setScene', scene);
    link = await api(page, 'getLink');
    const fragment = link.split('#')[1];
    assert(/^v1\./.test(fragment), `link fragment: ${fragment.slice(0, 20)}…`);
    await waitForHash(page, fragment);
    assertEqual(await page.evaluate(() => history.length), historyLength, 'history.length after 11 edits');
    state = await api(page, 'getState');
  });

  h.test('a link opened in a fresh page gives bit-identical weights', async () => {
    const result = await api(page, 'getResult');
    const fresh = await h.open({ hash: link.split('#')[1] });
    assertEqual(await api(fresh, 'banner'), '', 'banner on a good link');
    assertEqual(await api(fresh, 'getState'), state, 'state from the link');
    const again = await api(fresh, 'getResult');
    // JSON numbers are the shortest decimals that read back exactly: equal text = equal bits.
    assertEqual(again, result, 'result from the link (bit-identical)');
    assert(again.batch && again.batch.weights.length === 2, 'batched result missing');
    // The CLI reads the same link to the same scene.
    const cli = h.cli(['eval', '--link', link, '--compact']);
    assert(cli.status === 0, `attention eval --link failed: ${cli.stderr}`);
    const c = JSON.parse(cli.stdout);
    for (let i = 0; i < c.weights.length; i++)
      assert(Math.abs(c.weights[i] - again.weights[i]) <= 2e-6, `CLI weight ${i}: ${c.weights[i]} vs ${again.weights[i]}`);
    await h.screenshot(fresh, 'link-opened');
    await fresh.context().close();
  });

  h.test('editing the fragment applies the new link without a reload', async () => {
    await page.evaluate(() => { window.__notReloaded = true; });
    const other = await h.open();
    await api(other, 'setScene', { query: [1, 1], keys: [[1, 0], [0, 1]], values: [[1], [2]] });
    const otherFragment = (await api(other, 'getLink')).split('#')[1];
    const otherResult = await api(other, 'getResult');
    await other.context().close();
    await page.evaluate((f) => { location.hash = f; }, otherFragment);
    await page.waitForFunction((w) => JSON.stringify(window.attention.getResult().weights) === w,
                               JSON.stringify(otherResult.weights), { timeout: 5000 });
    assertEqual(await page.evaluate(() => window.__notReloaded), true, 'page was reloaded');
    // Back to the first link by Undo (loading a link is one undo step).
    assertEqual(await api(page, 'undo'), true, 'undo after hashchange');
    assertEqual(await api(page, 'getState'), state, 'state after undoing the hashchange');
  });

  const fragment = () => link.split('#')[1];
  const bad = {
    'garbage': () => 'hello-world!!',
    'truncated': () => fragment().slice(0, Math.floor(fragment().length / 2)),
    'wrong version': () => 'v9.' + fragment().slice(3),
    'corrupted checksum': () => fragment().slice(0, 10) + (fragment()[10] === 'A' ? 'B' : 'A') + fragment().slice(11),
    'oversized': () => 'v1.' + 'A'.repeat(300 * 1024),
  };
  for (const [name, make] of Object.entries(bad)) {
    h.test(`${name} link → banner, default scene, app alive`, async () => {
      const p = await h.open({ hash: make() });
      const banner = await api(p, 'banner');
      assert(/link/i.test(banner), `banner for a ${name} link: "${banner}"`);
      assertEqual(await api(p, 'getScene'), defaultScene, `scene after a ${name} link`);
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
        assert(JSON.stringify(after.weights) !== JSON.stringify(before.weights), 'drag after a bad link did nothing');
      }
      await p.context().close();
    });
  }

  h.test('a bad hashchange keeps the current state and shows the banner', async () => {
    const before = await api(page, 'getState');
    await page.evaluate(() => { location.hash = 'v1.not-a-valid-link'; });
    await page.waitForFunction(() => window.attention.banner() !== '', null, { timeout: 5000 });
    assertEqual(await api(page, 'getState'), before, 'state after a bad hashchange');
  });
});
