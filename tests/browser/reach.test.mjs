// Phones and tablets, part two: the UI scale, tap targets, the on-screen keyboard and
// the layout on phone, landscape and tablet screens. In Playwright's phone emulation (390×844,
// touch, DPR 3) with real touch sequences through CDP (Input.dispatchTouchEvent; SDL2 receives
// them as fingers, src/platform/touch_input.h):
//   - a two-finger pinch scales the UI (app/page/ui_scale.h) about the point between the fingers
//     (what was under it stays under it) and changes nothing in the state; the
//     scale is kept in localStorage and survives a reload, not in the link;
//   - at 0.5× and 3× the toolbar stays on screen (on one row, the rest in its menu when the row
//     is full) and its scale control still works by touch, and a 200×200 window at 3× keeps the
//     page and the state;
//   - on a coarse pointer, buttons, tabs, checkboxes, sliders and fields are ≥ 40 CSS px tall;
//   - a number cell gives the IME overlay inputmode="decimal", a sentence field "text"; with a
//     smaller (visual) viewport the field being edited is scrolled into it;
//   - every main tab is photographed on a phone (portrait, landscape) and a tablet (at DPR 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';
import { PHONE, openPhone } from './touch-input.mjs';

const h = useHarness();
const TABLET = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TABS = ['lab', 'batched', 'translate', 'bottleneck', 'train', 'painting', 'self', 'heads', 'tour'];

const state = (page) => page.evaluate(() => JSON.stringify(window.attention.getState()));
const scale = (page) => page.evaluate(() => window.attention.getUiScale());

// The toolbar's items are drawn inside the screen's width. With `menu`, a full row's menu is
// opened by a tap first (and left open), so the scale control and the language are checked too.
async function toolbarOnScreen(p, width, { menu = true } = {}) {
  const page = p.page;
  const drawnIds = () => page.evaluate(() => window.attention._debugItemIds());
  if (menu && (await drawnIds()).includes('toolbar/more') && !(await drawnIds()).includes('toolbar/zoom_in')) {
    const more = await h.rect(page, 'toolbar/more');
    await p.tapAt(more.cx, more.cy);
  }
  const ids = (await drawnIds()).filter((id) => id.startsWith('toolbar/') || id.startsWith('lang/'));
  const wanted = menu ? ['toolbar/undo', 'toolbar/zoom_out', 'toolbar/zoom_reset', 'toolbar/zoom_in', 'lang/zh']
                      : ['toolbar/undo', 'toolbar/redo'];
  for (const want of wanted)
    assert.ok(ids.includes(want), `${want} not drawn; toolbar ids: ${ids.join(', ')}`);
  for (const id of ids) {
    const r = await h.rect(page, id);
    assert.ok(r.x >= 0 && r.x + r.w <= width + 0.5, `${id} is cut off: x ${r.x}..${r.x + r.w} of ${width}`);
  }
}

test('a two-finger pinch scales the UI, leaves the state alone, and the scale outlives a reload', async () => {
  const p = await openPhone(h);
  const before = await state(p.page);
  const s0 = await scale(p.page);
  assert.strictEqual(s0, 1, 'a phone starts at 1× (the touch padding makes the targets)');
  await p.pinch({ x: 150, y: 420 }, { x: 240, y: 420 }, { x: 105, y: 420 }, { x: 285, y: 420 });
  const s1 = await scale(p.page);
  // Fingers 90 px apart → 180 px: twice the scale (within the slop of the first move).
  assert.ok(s1 > 1.7 && s1 <= 2.05, `after spreading the fingers the scale is ${s1}`);
  assert.strictEqual(await state(p.page), before, 'the pinch changed the state');
  const info = await p.page.evaluate(() => window.attention._uiScaleInfo());
  assert.ok(info.frameHeight >= 40 && info.frameHeight >= 13 * s1,
            `frame height ${info.frameHeight} at ${s1}×`);
  // The pinch zooms about the point between the fingers (platform/pinch_anchor.h): the widget
  // under y = 420 when they landed is still there, although everything above it doubled in
  // height (without the anchor it would sit some 400 px lower).
  assert.ok(info.pinchAnchor, 'the pinch anchored a widget');
  const anchored = await h.rect(p.page, info.pinchAnchor);
  assert.ok(anchored.y - 30 <= 420 && 420 <= anchored.y + anchored.h + 30,
            `${info.pinchAnchor} is at y ${anchored.y}..${anchored.y + anchored.h} after the pinch about y 420`);
  await h.screenshot(p.page, 'phone-pinched');
  await p.pinch({ x: 105, y: 420 }, { x: 285, y: 420 }, { x: 150, y: 420 }, { x: 240, y: 420 });
  const s2 = await scale(p.page);
  assert.ok(Math.abs(s2 - 1) < 0.15, `pinching back gives ${s2}`);
  assert.strictEqual(await state(p.page), before, 'the second pinch changed the state');
  // A device preference: in localStorage, not in the link.
  await p.page.evaluate(() => window.attention.setUiScale(1.5));
  await h.frames(p.page, 2);
  assert.strictEqual(await p.page.evaluate(() => localStorage.getItem('attention.uiScale')), '1.5');
  assert.ok(!(await p.page.evaluate(() => window.attention.getLink())).includes('1.5'));
  await p.page.reload();
  await h.waitReady(p.page);
  assert.strictEqual(await scale(p.page), 1.5, 'the scale after a reload');
  assert.strictEqual(await state(p.page), before, 'the state after a reload');
});

test('at 0.5× and 3× the toolbar stays reachable and its control works by touch', async () => {
  const p = await openPhone(h);
  const before = await state(p.page);
  // Refused, with a message, and nothing changes.
  await assert.rejects(p.page.evaluate(() => window.attention.setUiScale('big')), /expected a number/);
  assert.strictEqual(await scale(p.page), 1);
  await p.page.evaluate(() => window.attention.setUiScale(0.1));  // clamped
  await h.frames(p.page, 3);
  assert.strictEqual(await scale(p.page), 0.5);
  await toolbarOnScreen(p, 390);
  await h.screenshot(p.page, 'phone-scale-050');
  const plus = await h.rect(p.page, 'toolbar/zoom_in');
  await p.tapAt(plus.cx, plus.cy);
  assert.ok(Math.abs((await scale(p.page)) - 0.67) < 1e-6, 'a tap on + goes one step up');

  await p.page.evaluate(() => window.attention.setUiScale(7));
  await h.frames(p.page, 3);
  assert.strictEqual(await scale(p.page), 3);
  await toolbarOnScreen(p, 390);
  await h.screenshot(p.page, 'phone-scale-300');
  const minus = await h.rect(p.page, 'toolbar/zoom_out');
  await p.tapAt(minus.cx, minus.cy);
  assert.strictEqual(await scale(p.page), 2.5, 'a tap on - goes one step down');
  const reset = await h.rect(p.page, 'toolbar/zoom_reset');
  await p.tapAt(reset.cx, reset.cy);
  assert.strictEqual(await scale(p.page), 1, 'a tap on the percentage resets the scale');

  // 3× in a 200×200 window, rotation, and back: the page keeps working and the state is kept.
  await p.page.evaluate(() => window.attention.setUiScale(3));
  await p.page.setViewportSize({ width: 200, height: 200 });
  await h.frames(p.page, 5);
  await h.screenshot(p.page, 'window-200x200-scale-300');
  await p.page.setViewportSize({ width: 844, height: 390 });
  await h.frames(p.page, 5);
  await p.page.setViewportSize({ width: 390, height: 844 });
  await h.frames(p.page, 5);
  assert.strictEqual(await state(p.page), before, 'the state after the extremes');
  assert.strictEqual(await p.page.evaluate(() => document.getElementById('error').hidden), true);
  assert.ok((await p.page.evaluate(() => window.attention._frameCount())) > 0);
});

test('on a phone, buttons, tabs, checkboxes, sliders and fields are at least 40 CSS px tall', async () => {
  const p = await openPhone(h);
  const info = await p.page.evaluate(() => window.attention._uiScaleInfo());
  assert.strictEqual(info.touch, true, '(pointer: coarse) was not seen');
  assert.ok(info.frameHeight >= 40, `frame height ${info.frameHeight}`);
  const heights = {};
  const more = await h.rect(p.page, 'toolbar/more');
  await p.tapAt(more.cx, more.cy);  // the toolbar's menu: the scale control and the language
  for (const id of ['toolbar/undo', 'toolbar/more', 'toolbar/zoom_in', 'lang/zh', 'tab/lab', 'tab/painting'])
    heights[id] = (await h.rect(p.page, id)).h;
  // The lab's editors are below the canvas and the steps: swipes (from below the menu, which
  // the first one closes) bring each into view.
  const editors = ['keys/add', 'keys/normalise', 'keys/0/menu', 'mask/0', 'label/0', 'keys/0/0',
                   'query/0', 'dim/e'];
  for (let i = 0; i < 25 && editors.some((id) => !(id in heights)); i++) {
    for (const id of editors) {
      const r = await p.page.evaluate((w) => window.attention._debugItemRect(w), id);
      if (r && !(id in heights)) heights[id] = r.h;
    }
    await p.swipe({ x: 195, y: 780 }, { x: 195, y: 580 }, 'lab/views');
  }
  for (const id of editors) assert.ok(id in heights, `${id} never came into view`);
  for (const [id, hgt] of Object.entries(heights))
    assert.ok(hgt >= 40, `${id} is ${hgt} CSS px tall (${JSON.stringify(heights)})`);
  // The same at 360 px: the toolbar still fits (its row, and its menu).
  await p.page.setViewportSize({ width: 360, height: 740 });
  await h.frames(p.page, 4);
  await toolbarOnScreen(p, 360);
  // A desktop mouse keeps ImGui's compact 19 px controls.
  const desk = await h.open();
  const d = await desk.evaluate(() => window.attention._uiScaleInfo());
  assert.strictEqual(d.touch, false);
  assert.ok(d.frameHeight < 25, `desktop frame height ${d.frameHeight}`);
});

test('the on-screen keyboard: decimal for number cells, text for sentences; the field stays in view', async () => {
  const p = await openPhone(h);
  const ime = () => p.page.evaluate(() => {
    const el = window.__attentionIme.element();
    return { active: window.__attentionIme.isActive(), mode: el && el.inputMode, hint: el && el.enterKeyHint };
  });
  // The last key's first cell, swiped into the lower half of the screen (the table is below the
  // canvas and the steps on a phone).
  const row = (await p.page.evaluate(() => window.attention.getScene())).keys.length - 1;
  const id = `keys/${row}/0`;
  const cellY = async () => {
    const r = await p.page.evaluate((w) => window.attention._debugItemRect(w), id);
    return r ? r.y : Infinity;
  };
  for (let i = 0; i < 25 && (await cellY()) > 700; i++) await p.swipe({ x: 195, y: 780 }, { x: 195, y: 580 }, 'lab/views');
  const cell = await h.rect(p.page, id);
  assert.ok(cell.y > 300, `${id} is at y ${cell.y}`);
  await p.tapAt(cell.cx, cell.cy);
  await p.page.waitForFunction(() => window.__attentionIme.isActive(), null, { timeout: 5000 });
  await h.frames(p.page, 2);
  assert.deepStrictEqual(await ime(), { active: true, mode: 'decimal', hint: 'done' });

  // The keyboard comes up: the visual viewport is now 250 px tall. The field is scrolled into it.
  await p.page.setViewportSize({ width: 390, height: 250 });
  await h.frames(p.page, 6);
  const vv = await p.page.evaluate(() => ({ top: visualViewport.offsetTop, h: visualViewport.height }));
  const r = await h.rect(p.page, id);
  assert.ok(r.y >= vv.top && r.y + r.h <= vv.top + vv.h,
            `${id} at y ${r.y}..${r.y + r.h}, visual viewport ${vv.top}..${vv.top + vv.h}`);
  assert.strictEqual((await ime()).active, true, 'the edit ended');
  await h.screenshot(p.page, 'phone-keyboard-number-cell');
  // Typing still reaches the cell, and Enter commits it.
  await p.page.keyboard.type('0.25');
  await p.page.keyboard.press('Enter');
  await h.frames(p.page, 3);
  const keys = await p.page.evaluate(() => window.attention.getScene().keys);
  assert.strictEqual(keys[row][0], 0.25);
  await p.page.setViewportSize({ width: 390, height: 844 });
  await h.frames(p.page, 3);

  // A sentence field: the translator's input.
  await p.page.evaluate(() => window.attention.setState({ view: { tab: 'translate' } }));
  // The field is drawn once the models are loaded.
  await p.page.waitForFunction(() => window.attention._debugItemIds().includes('translate/input'),
                               null, { timeout: 60000 });
  const input = await h.rect(p.page, 'translate/input');
  await p.tapAt(input.cx, input.cy);
  await p.page.waitForFunction(() => window.__attentionIme.isActive(), null, { timeout: 5000 });
  await h.frames(p.page, 2);
  assert.deepStrictEqual(await ime(), { active: true, mode: 'text', hint: 'done' });
});

// The photographs are taken at DPR 2 (the layout is the same in CSS px; SwiftShader draws a DPR 3
// frame at 2.25 times the pixels); the touch tests above keep DPR 3.
const PHONE_PHOTO = { ...PHONE, deviceScaleFactor: 2 };
for (const [name, options, landscape] of [['phone-portrait', PHONE_PHOTO, false],
                                          ['phone-landscape', PHONE_PHOTO, true],
                                          ['tablet-portrait', TABLET, false]]) {
  test(`screenshots of every main tab: ${name}`, async () => {
    const p = await openPhone(h, { contextOptions: options });
    if (landscape) await p.page.setViewportSize({ width: 844, height: 390 });
    const width = landscape ? 844 : options.viewport.width;
    for (const tab of TABS) {
      await p.page.evaluate((t) => window.attention.setState({ view: { tab: t } }), tab);
      await h.frames(p.page, 5);
      await toolbarOnScreen(p, width, { menu: false });
      await h.screenshot(p.page, `${name}-${tab}`);
    }
    assert.strictEqual(await p.page.evaluate(() => document.getElementById('error').hidden), true);
  });
}
