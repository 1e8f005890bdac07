// Phones and tablets, in Playwright's phone emulation (390×844, touch, DPR 3) with
// real touch sequences sent through CDP (Input.dispatchTouchEvent, which SDL2 receives as
// fingers; src/platform/touch_input.h): a swipe scrolls the lab down past the 2-D canvas and the
// steps to the key table and changes nothing in the scene; a drag on the query's arrow tip edits
// the query; a tap on a tab switches tabs; a long press shows the tooltip and clicks nothing; at
// 360 px the toolbar keeps one row, its menu holds the rest and nothing in it is cut off;
// rotating, a 200×200 window and back keep the state.
// Screenshots of phone portrait, phone landscape and tablet go to artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const h = useHarness();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// ?longpress=3000: SwiftShader at DPR 3 on a loaded machine can deliver a quick tap's touchend
// over 500 ms late, which would make it a long press (src/platform/touch_input.h). The long-press
// case itself runs with the real 500 ms.
async function openPhone(options = PHONE, query = 'longpress=3000') {
  const page = await h.open({ contextOptions: options, query });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  return { page, touch };
}

// A one-finger drag from a to b in `steps` moves 16 ms apart (a finger at 60 Hz). The moves are
// not paced by drawn frames: SwiftShader at DPR 3 draws far slower than a phone, and a finger
// that takes over 500 ms to leave the slop circle would be a long press.
async function drag({ page, touch }, a, b, steps = 8) {
  await touch('touchStart', a.x, a.y);
  for (let i = 1; i <= steps; i++) {
    await sleep(16);
    await touch('touchMove', a.x + (b.x - a.x) * i / steps, a.y + (b.y - a.y) * i / steps);
  }
  await h.frames(page, 2);
  await touch('touchEnd');
  await h.frames(page, 3);
}

// A quick tap (well under the 500 ms of a long press, even when SwiftShader draws slowly).
async function tap({ page, touch }, x, y) {
  await touch('touchStart', x, y);
  await touch('touchEnd');
  await h.frames(page, 3);
}

const state = (page) => page.evaluate(() => JSON.stringify(window.attention.getState()));

// Waits until a fling's inertia has stopped: the widget's rect stays put over a few frames.
async function settledRect(page, id) {
  let last = '';
  for (let i = 0; i < 100; i++) {
    await h.frames(page, 2);
    const r = JSON.stringify(await page.evaluate((w) => window.attention._debugItemRect(w), id));
    if (r === last) return JSON.parse(r);
    last = r;
  }
  throw new Error(`${id} kept moving`);
}

test('a swipe scrolls the lab down to the key table; the scene does not change', async () => {
  const p = await openPhone();
  const before = await state(p.page);
  // The first key cell is recorded only while it is on screen (below the canvas and the steps).
  const cellTop = async () => {
    const r = await p.page.evaluate(() => window.attention._debugItemRect('keys/0/0'));
    return r ? r.y : Infinity;
  };
  assert.ok((await cellTop()) > 844, 'the key table starts below the fold');
  for (let i = 0; i < 20 && (await cellTop()) > 600; i++) {
    await drag(p, { x: 195, y: 700 }, { x: 195, y: 500 });
    await settledRect(p.page, 'lab/views');
  }
  const top1 = await cellTop();
  assert.ok(top1 <= 600, `after swiping the first key cell is at ${top1}`);
  assert.strictEqual(await state(p.page), before, 'the swipes changed the state');
  await h.screenshot(p.page, 'phone-portrait-keys');
});

test('a drag on the query arrow tip changes the query (and scrolls nothing)', async () => {
  const p = await openPhone();
  for (let i = 0; i < 20; i++) {
    const q = await p.page.evaluate(() => window.attention._debugItemRect('canvas/query'));
    if (q && q.y > 150 && q.y < 650) break;
    await drag(p, { x: 195, y: 700 }, { x: 195, y: 500 });
    await settledRect(p.page, 'lab/views');
  }
  await settledRect(p.page, 'canvas/query');
  const before = await p.page.evaluate(() => window.attention.getScene());
  const tip = await h.rect(p.page, 'canvas/query');
  const canvasY = (await h.rect(p.page, 'canvas')).y;
  await drag(p, { x: tip.cx, y: tip.cy }, { x: tip.cx + 40, y: tip.cy + 30 }, 10);
  const after = await p.page.evaluate(() => window.attention.getScene());
  assert.notDeepStrictEqual(after.query, before.query, 'the query did not move');
  assert.ok(after.query[0] > before.query[0] && after.query[1] < before.query[1],
            `dragged right and down: ${JSON.stringify(before.query)} → ${JSON.stringify(after.query)}`);
  assert.deepStrictEqual(after.keys, before.keys, 'the keys changed');
  // (The canvas refits its scale after the drag, so the tip's final screen spot is not checked.)
  assert.strictEqual((await h.rect(p.page, 'canvas')).y, canvasY, 'the drag scrolled the page');
});

test('a tap on a tab switches tabs', async () => {
  const p = await openPhone();
  // Near the tab's left end: on a phone the bar shows only the start of "Batched queries" before
  // its scroll arrows (the tabs follow the article, and the lab comes just before it).
  const tab = await h.rect(p.page, 'tab/batched');
  await tap(p, tab.x + Math.min(20, tab.w / 4), tab.cy);
  await p.page.waitForFunction(() => window.attention.getState().view.tab === 'batched', null, { timeout: 5000 });
  // A tap on a button clicks it: Undo is disabled, the menu opens, Presets in it opens its list.
  const more = await h.rect(p.page, 'toolbar/more');
  await tap(p, more.cx, more.cy);
  const presets = await h.rect(p.page, 'toolbar/presets');
  await tap(p, presets.cx, presets.cy);
  await p.page.waitForFunction(() => window.attention._debugItemIds().some((id) => id.startsWith('preset/')),
                               null, { timeout: 5000 });
});

test('a long press shows the tooltip and clicks nothing', async () => {
  const p = await openPhone(PHONE, '');
  await p.page.evaluate(() => window.attention.setScene({ ...window.attention.getScene(), temperature: 2 }));
  const undo = await h.rect(p.page, 'toolbar/undo');
  assert.strictEqual(await p.page.evaluate(() => window.attention._tooltipOpen()), false);
  await p.touch('touchStart', undo.cx, undo.cy);
  await sleep(800);
  await h.frames(p.page, 3);
  assert.strictEqual(await p.page.evaluate(() => window.attention._tooltipOpen()), true,
                     'no tooltip after holding 800 ms');
  await h.screenshot(p.page, 'phone-long-press-tooltip');
  await p.touch('touchEnd');
  await h.frames(p.page, 3);
  assert.strictEqual(await p.page.evaluate(() => window.attention.getScene().temperature), 2,
                     'the long press on Undo undid the edit');
});

test('at 360 px the toolbar keeps one row, its menu the rest, and nothing in it is cut off', async () => {
  const p = await openPhone({ ...PHONE, viewport: { width: 360, height: 740 } });
  const more = await h.rect(p.page, 'toolbar/more');
  await tap(p, more.cx, more.cy);
  const ids = (await p.page.evaluate(() => window.attention._debugItemIds()))
    .filter((id) => id.startsWith('toolbar/') || id.startsWith('lang/'));
  assert.ok(ids.includes('lang/zh') && ids.includes('toolbar/export'), `toolbar ids: ${ids.join(', ')}`);
  for (const id of ids) {
    const r = await h.rect(p.page, id);
    assert.ok(r.x >= 0 && r.x + r.w <= 360, `${id} is cut off: x ${r.x}..${r.x + r.w} of 360`);
  }
  await h.screenshot(p.page, 'phone-360-toolbar');
  // The language toggle still works by touch at that width.
  const zh = await h.rect(p.page, 'lang/zh');
  await tap(p, zh.cx, zh.cy);
  await p.page.waitForFunction(() => window.attention.getState().view.language === 'zh', null, { timeout: 5000 });
});

test('rotation, a 200×200 window and back keep the state; screenshots of phone and tablet', async () => {
  const p = await openPhone();
  await p.page.evaluate(() => window.attention.setScene({ ...window.attention.getScene(), temperature: 0.5 }));
  await h.frames(p.page, 3);
  const before = await state(p.page);
  await h.screenshot(p.page, 'phone-portrait');
  await p.page.setViewportSize({ width: 844, height: 390 });
  await h.frames(p.page, 5);
  await h.screenshot(p.page, 'phone-landscape');
  await p.page.setViewportSize({ width: 200, height: 200 });
  await h.frames(p.page, 5);
  await h.screenshot(p.page, 'window-200x200');
  await p.page.setViewportSize({ width: 390, height: 844 });
  await h.frames(p.page, 5);
  assert.strictEqual(await state(p.page), before, 'the state after rotating and shrinking');
  assert.strictEqual(await p.page.evaluate(() => document.getElementById('error').hidden), true);

  const tablet = await h.open({ contextOptions: { viewport: { width: 820, height: 1180 },
                                                  deviceScaleFactor: 2, isMobile: true, hasTouch: true } });
  await h.frames(tablet, 3);
  await h.screenshot(tablet, 'tablet-portrait');
});
