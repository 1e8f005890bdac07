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

// web/gl-state-shadow.js answers ImGui's per-frame scissor and blend queries from a copy: the app
// draws its frames without asking WebGL for them, and the copy agrees with WebGL after any change.
test('frames ask WebGL for no scissor or blend state; the page\'s copy matches WebGL', async () => {
  const page = await h.newPage();
  await page.addInitScript(() => {
    const real = WebGL2RenderingContext.prototype.getParameter;
    window.__glAsked = new Map();
    WebGL2RenderingContext.prototype.getParameter = function (p) {
      window.__glAsked.set(p, (window.__glAsked.get(p) || 0) + 1);
      return real.call(this, p);
    };
  });
  await h.open({ page });
  const SHADOWED = [0x0c10, 0x8009, 0x883d, 0x80c8, 0x80c9, 0x80ca, 0x80cb];
  const asked = () => page.evaluate((ps) => ps.map((p) => window.__glAsked.get(p) || 0), SHADOWED);
  const before = await asked();
  const frames = await count(page);
  await h.click(page, 'tab/explain');
  await h.frames(page, 10);
  assert.ok((await count(page)) >= frames + 10, 'frames were drawn');
  assert.deepStrictEqual(await asked(), before, 'no frame asked WebGL for scissor or blend state');
  // The copy against WebGL itself, after each kind of change the shadow records.
  const mismatches = await page.evaluate((ps) => {
    const gl = document.getElementById('canvas').getContext('webgl2');
    const real = (p) => WebGL2RenderingContext.prototype.getParameter.call(gl, p);
    const same = (a, b) => (ArrayBuffer.isView(a) ? a.join() === b.join() : a === b);
    const out = [];
    const check = (step) => { for (const p of ps) if (!same(gl.getParameter(p), real(p))) out.push(`${step}: 0x${p.toString(16)}`); };
    check('start');
    const saved = ps.map((p) => gl.getParameter(p));
    gl.scissor(3, 5, 70, 11); check('scissor');
    gl.blendFunc(gl.ONE, gl.DST_COLOR); check('blendFunc');
    gl.blendFuncSeparate(gl.SRC_COLOR, gl.ZERO, gl.ONE, gl.SRC_ALPHA); check('blendFuncSeparate');
    gl.blendEquation(gl.FUNC_SUBTRACT); check('blendEquation');
    gl.blendEquationSeparate(gl.MAX, gl.FUNC_REVERSE_SUBTRACT); check('blendEquationSeparate');
    gl.scissor(...saved[0]);  // what the app's next frame expects to find
    gl.blendEquationSeparate(saved[1], saved[2]);
    gl.blendFuncSeparate(saved[4], saved[3], saved[6], saved[5]);
    check('restored');
    return out;
  }, SHADOWED);
  assert.deepStrictEqual(mismatches, [], 'the copy matches WebGL');
});
