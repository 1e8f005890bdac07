// The page itself: it loads and attention.ready resolves, the loading screen goes
// away, every main view draws something (screenshots saved to artifacts/ and checked not blank),
// the canvas fills the window and follows resizes, HiDPI gets a full-resolution framebuffer,
// ?embed=1 reaches the state and hides the chrome, and no request leaves our own server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

const h = useHarness();

test('page loads, ready resolves, loading screen hidden', async () => {
  const page = await h.open();
  const s = await page.evaluate(() => ({
    loadingHidden: document.getElementById('loading').hidden,
    errorHidden: document.getElementById('error').hidden,
    title: document.title,
    api: Object.keys(window.attention).sort(),
  }));
  assert.ok(s.loadingHidden, 'the loading screen is still shown after ready');
  assert.ok(s.errorHidden, 'the error panel is shown');
  for (const f of ['getScene', 'setScene', 'getResult', 'getLink', 'getState'])
    assert.ok(s.api.includes(f), `window.attention.${f} is missing (has ${s.api.join(', ')})`);
  const result = await page.evaluate(() => window.attention.getResult());
  assert.ok(Array.isArray(result.weights) && result.weights.length > 0, 'getResult() has no weights');
  const sum = result.weights.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - 1) < 1e-5, `default weights sum to ${sum}, not 1`);
});

test('each main view is drawn (screenshots not blank)', async () => {
  const page = await h.open();
  const tabs = (await page.evaluate(() => window.attention._debugItemIds()))
    .filter((id) => id.startsWith('tab/'));
  assert.ok(tabs.length >= 1, 'no tabs recorded by the UI');
  for (const id of tabs) {
    await h.click(page, id);  // a real click on the tab
    await page.waitForFunction((t) => window.attention.getState().view.tab === t, id.slice(4),
                               { timeout: 5000 })
      .catch(async () => assert.deepStrictEqual((await page.evaluate(() => window.attention.getState())).view.tab,
                                     id.slice(4), `view.tab after clicking ${id}`));
    await h.frames(page, 3);
    const stats = await h.screenshot(page, `view-${id.slice(4)}`);
    console.log(`     view ${id.slice(4)}: ${stats.distinctColours} colours`);
  }
  await h.click(page, 'tab/lab');
});

test('canvas fills the window and follows a resize', async () => {
  const page = await h.open();
  const size = () => page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight,
             iw: innerWidth, ih: innerHeight };
  });
  let s = await size();
  assert.deepStrictEqual([s.cw, s.ch], [s.iw, s.ih], 'canvas CSS size vs window');
  assert.deepStrictEqual([s.w, s.h], [s.iw, s.ih], 'framebuffer size at devicePixelRatio 1');
  await page.setViewportSize({ width: 900, height: 640 });
  await h.frames(page, 5);
  s = await size();
  assert.deepStrictEqual([s.cw, s.ch, s.w, s.h], [900, 640, 900, 640], 'canvas after resizing to 900×640');
  await h.screenshot(page, 'resized-900x640');
  await page.setViewportSize({ width: 1280, height: 800 });
  await h.frames(page, 3);
});

test('HiDPI: devicePixelRatio 2 gives a 2× framebuffer', async () => {
  const hi = await h.open({ contextOptions: { deviceScaleFactor: 2 } });
  await h.frames(hi, 3);
  const s = await hi.evaluate(() => {
    const c = document.getElementById('canvas');
    return { dpr: devicePixelRatio, w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
  });
  assert.deepStrictEqual(s.dpr, 2, 'devicePixelRatio');
  assert.deepStrictEqual([s.w, s.h], [s.cw * 2, s.ch * 2], 'framebuffer = 2 × CSS size');
  const stats = await h.screenshot(hi, 'hidpi-lab');
  assert.deepStrictEqual([stats.width, stats.height], [2560, 1600], 'HiDPI screenshot size');
  await hi.context().close();
});

test('?embed=1 sets view.embed and hides the toolbar', async () => {
  const e = await h.open({ query: 'embed=1' });
  await h.frames(e, 3);
  const state = await e.evaluate(() => window.attention.getState());
  assert.deepStrictEqual(state.view.embed, true, 'view.embed with ?embed=1');
  const toolbar = await e.evaluate(() => window.attention._debugItemRect('toolbar/copy_link'));
  assert.deepStrictEqual(toolbar, null, 'toolbar/copy_link rect in embed mode');
  await h.screenshot(e, 'embed');
  await e.context().close();
});

test('no request to any other host', async () => {
  // A page that visits every tab (the translator's tabs fetch the models).
  const page = await h.open();
  const tabs = (await page.evaluate(() => window.attention._debugItemIds()))
    .filter((id) => id.startsWith('tab/'));
  for (const id of tabs) {
    await page.evaluate((t) => window.attention.setState({ view: { tab: t } }), id.slice(4));
    await h.frames(page, 3);
  }
  const requests = h.requestsOf(page);
  const foreign = h.foreignRequests(page);
  assert.ok(requests.length > 3, `only ${requests.length} requests were logged`);
  assert.deepStrictEqual(foreign, [], 'requests to other hosts');
});
