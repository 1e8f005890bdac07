// Render on demand (src/platform/frame_scheduler.h): left alone, the page stops drawing (the
// frame counter stands still); a mouse move, a key, a resize, a hash change and a JS API call
// each make it draw again, the first frame within the same animation frame as the event; and
// attention.requestFrame() resolves after a frame that was really drawn. Idle CPU itself is a
// benchmark (bench/web/idle-cpu.mjs), not asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const h = useHarness();
// _frameCount is one of the calls that do not wake the page (web/attention-api.js).
const count = (page) => page.evaluate(() => window.attention._frameCount());

// Waits until no frame has been drawn for `quietMs`; returns the counter then.
async function waitIdle(page, quietMs = 1000, timeoutMs = 15000) {
  const start = Date.now();
  let last = await count(page);
  let since = Date.now();
  while (Date.now() - start < timeoutMs) {
    await sleep(100);
    const now = await count(page);
    if (now !== last) { last = now; since = Date.now(); }
    if (Date.now() - since >= quietMs) return last;
  }
  throw new Error(`the page kept drawing for ${timeoutMs} ms (frame ${last})`);
}

test('idle: the frame counter stands still; input moves it', async () => {
  const page = await h.open();
  const idle = await waitIdle(page);
  await sleep(2000);
  assert.strictEqual(await count(page), idle, 'frames drawn during 2 s without input');

  await page.mouse.move(400, 300);
  await page.mouse.move(420, 310);
  await sleep(300);
  const afterMove = await count(page);
  assert.ok(afterMove > idle, `a mouse move drew no frame (${idle} → ${afterMove})`);

  const settled = await waitIdle(page);
  await page.keyboard.press('Shift');
  await sleep(300);
  assert.ok(await count(page) > settled, 'a key press drew no frame');

  const beforeResize = await waitIdle(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await sleep(300);
  assert.ok(await count(page) > beforeResize, 'a resize drew no frame');
  const size = await page.evaluate(() => [document.getElementById('canvas').width,
                                          document.getElementById('canvas').height]);
  assert.deepStrictEqual(size, [1000, 700], 'the canvas followed the resize');
});

test('the first frame after an event is drawn in the same animation frame', async () => {
  const page = await h.open();
  await waitIdle(page);
  const drawn = await page.evaluate(() => new Promise((resolve) => {
    const before = window.attention._frameCount();
    const canvas = document.getElementById('canvas');
    canvas.dispatchEvent(new MouseEvent('mousemove', { clientX: 300, clientY: 200, bubbles: true }));
    // Registered after the event woke the app, so it runs after the app's frame callback in the
    // same animation frame.
    requestAnimationFrame(() => resolve(window.attention._frameCount() - before));
  }));
  assert.ok(drawn >= 1, `frames drawn in the event's animation frame: ${drawn}`);
});

test('requestFrame resolves after a drawn frame; API calls and hash changes draw', async () => {
  const page = await h.open();
  const idle = await waitIdle(page);
  const n = await page.evaluate(async () => {
    await window.attention.requestFrame();
    return window.attention._frameCount();
  });
  assert.ok(n > idle, `requestFrame resolved with no new frame (${idle} → ${n})`);

  // An API call that changes the state draws it (the scene's new weights reach the screen).
  const beforeCall = await waitIdle(page);
  await page.evaluate(() => window.attention.setState({ view: { tab: 'batched' } }));
  await sleep(300);
  assert.ok(await count(page) > beforeCall, 'setState drew no frame');

  // A pasted link (hashchange) is loaded and drawn.
  await waitIdle(page);
  const link = await page.evaluate(() => {
    window.attention.setState({ view: { tab: 'lab' } });
    return window.attention.linkFragment();
  });
  await page.evaluate(() => window.attention.setState({ view: { tab: 'tour' } }));
  const beforeHash = await waitIdle(page);
  await page.evaluate((f) => { location.hash = '#' + f; }, link);
  await page.waitForFunction(() => window.attention.getState().view.tab === 'lab');
  await sleep(300);
  assert.ok(await count(page) > beforeHash, 'a hash change drew no frame');
});
