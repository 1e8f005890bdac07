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
import { PHONE, openPhone } from './touch-input.mjs';

const h = useHarness();
const state = (page) => page.evaluate(() => JSON.stringify(window.attention.getState()));

test('a swipe scrolls the lab down to the key table; the scene does not change', async () => {
  const p = await openPhone(h);
  const before = await state(p.page);
  // The first key cell is recorded only while it is on screen (below the canvas and the steps).
  const cellTop = async () => {
    const r = await p.page.evaluate(() => window.attention._debugItemRect('keys/0/0'));
    return r ? r.y : Infinity;
  };
  assert.ok((await cellTop()) > 844, 'the key table starts below the fold');
  for (let i = 0; i < 20 && (await cellTop()) > 600; i++) {
    await p.drag({ x: 195, y: 700 }, { x: 195, y: 500 });
    await p.settledRect('lab/views');
  }
  const top1 = await cellTop();
  assert.ok(top1 <= 600, `after swiping the first key cell is at ${top1}`);
  assert.strictEqual(await state(p.page), before, 'the swipes changed the state');
  await h.screenshot(p.page, 'phone-portrait-keys');
});

test('a drag on the query arrow tip changes the query (and scrolls nothing)', async () => {
  const p = await openPhone(h);
  for (let i = 0; i < 20; i++) {
    const q = await p.page.evaluate(() => window.attention._debugItemRect('canvas/query'));
    if (q && q.y > 150 && q.y < 650) break;
    await p.drag({ x: 195, y: 700 }, { x: 195, y: 500 });
    await p.settledRect('lab/views');
  }
  await p.settledRect('canvas/query');
  const before = await p.page.evaluate(() => window.attention.getScene());
  const tip = await h.rect(p.page, 'canvas/query');
  const canvasY = (await h.rect(p.page, 'canvas')).y;
  await p.drag({ x: tip.cx, y: tip.cy }, { x: tip.cx + 40, y: tip.cy + 30 }, 10);
  const after = await p.page.evaluate(() => window.attention.getScene());
  assert.notDeepStrictEqual(after.query, before.query, 'the query did not move');
  assert.ok(after.query[0] > before.query[0] && after.query[1] < before.query[1],
            `dragged right and down: ${JSON.stringify(before.query)} → ${JSON.stringify(after.query)}`);
  assert.deepStrictEqual(after.keys, before.keys, 'the keys changed');
  // (The canvas refits its scale after the drag, so the tip's final screen spot is not checked.)
  assert.strictEqual((await h.rect(p.page, 'canvas')).y, canvasY, 'the drag scrolled the page');
});

test('a tap on a tab switches tabs', async () => {
  const p = await openPhone(h);
  // At the recorded rect's centre (only the part of a tab the bar shows is recorded,
  // ui/tab_bar_rects.h): the painting tab, the lab's left neighbour (the lab's right one,
  // "Batched queries", is hidden under the bar's scroll arrows on a phone).
  await p.tap('tab/painting');
  await p.page.waitForFunction(() => window.attention.getState().view.tab === 'painting', null, { timeout: 5000 });
  // A tap on a button clicks it: Undo is disabled, the menu opens, Presets in it opens its list.
  const more = await h.rect(p.page, 'toolbar/more');
  await p.tapAt(more.cx, more.cy);
  const presets = await h.rect(p.page, 'toolbar/presets');
  await p.tapAt(presets.cx, presets.cy);
  await p.page.waitForFunction(() => window.attention._debugItemIds().some((id) => id.startsWith('preset/')),
                               null, { timeout: 5000 });
});

test('a long press shows the tooltip and clicks nothing', async () => {
  const p = await openPhone(h, { query: '' });
  await p.page.evaluate(() => window.attention.setScene({ ...window.attention.getScene(), temperature: 2 }));
  const undo = await h.rect(p.page, 'toolbar/undo');
  assert.strictEqual(await p.page.evaluate(() => window.attention._tooltipOpen()), false);
  await p.touch('touchStart', [{ x: undo.cx, y: undo.cy }]);
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
  const p = await openPhone(h, { contextOptions: { ...PHONE, viewport: { width: 360, height: 740 } } });
  const more = await h.rect(p.page, 'toolbar/more');
  await p.tapAt(more.cx, more.cy);
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
  await p.tapAt(zh.cx, zh.cy);
  await p.page.waitForFunction(() => window.attention.getState().view.language === 'zh', null, { timeout: 5000 });
});

test('rotation, a 200×200 window and back keep the state; screenshots of phone and tablet', async () => {
  const p = await openPhone(h);
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
