// The page's shell on a phone (390×844, touch, DPR 3, real touch sequences through CDP) and on a
// 1280×800 desktop (real mouse):
//   - on the phone the toolbar is one row no taller than 56 px; its "… More" menu holds the other
//     items under their usual names, inside the screen, and a tap in it works;
//   - on the phone the tabs overflow the tab bar, which shows its scroll arrows: each tab's
//     recorded rect lies inside the bar and off the arrows, and a tap at the centre of the tab cut
//     off at the bar's right end switches to it;
//   - the tab bar stays on screen: at the very end of a long tab (the Translator on the phone,
//     Explain on the desktop), scrolled there by swipes or the mouse wheel, a tab is still shown
//     and a tap or click on it switches tabs;
//   - the lab on the phone: the canvas is on the first screen, and the steps scroll with the page
//     (no box of their own): all four keys' score and weight rows are on screen together, and a
//     swipe that starts on them moves them by the whole swipe;
//   - exercise 1 (drag the query's arrow) shows the canvas on the first screen; in the Translator
//     the heatmap is on the first screen once the sentence is translated, and it scrolls with the
//     page (no box of its own).
// Screenshots: artifacts/phone-layout-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, parseArgs } from './harness.mjs';
import { openPhone } from './touch-input.mjs';

const h = useHarness();
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const dist = parseArgs().dist;
const shipped = ['rnnsearch.bin', 'transformer.bin'].every((f) => fs.existsSync(path.join(dist, 'assets/models', f)));
const withModels = { skip: shipped ? false : 'the model files are missing' };
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const drawn = (page, id) => page.evaluate((w) => window.attention._debugItemRect(w), id);

const tabBarOnScreen = async (page, id) => {
  const tab = await h.rect(page, id);
  const content = await h.rect(page, 'content');
  assert.ok(tab.y >= 0 && tab.y + tab.h <= content.y + 0.5,
            `${id} at y ${tab.y}..${tab.y + tab.h}, the content starts at ${content.y}`);
};

test('on a phone the toolbar is one row of at most 56 px; its menu holds the rest', async () => {
  const p = await openPhone(h);
  const bar = await h.rect(p.page, 'toolbar');
  console.log(`phone toolbar: top ${bar.y}, height ${bar.h}, bottom ${bar.y + bar.h} px`);
  assert.ok(bar.y + bar.h <= 56, `the toolbar ends at ${bar.y + bar.h} px`);
  for (const id of ['toolbar/undo', 'toolbar/redo', 'toolbar/more']) {
    const r = await h.rect(p.page, id);
    assert.ok(r.y >= bar.y && r.y + r.h <= bar.y + bar.h && r.x + r.w <= 390, `${id} is off the row`);
  }
  assert.strictEqual(await drawn(p.page, 'toolbar/presets'), null, 'Presets is drawn outside the menu');
  await tabBarOnScreen(p.page, 'tab/lab');
  await h.screenshot(p.page, 'phone-layout-toolbar');

  await p.tap('toolbar/more');
  const items = ['toolbar/presets', 'toolbar/copy_link', 'toolbar/copy_embed', 'toolbar/lesson',
                 'toolbar/export', 'toolbar/motion', 'toolbar/theme', 'toolbar/zoom_out',
                 'toolbar/zoom_reset', 'toolbar/zoom_in', 'lang/en', 'lang/zh'];
  for (const id of items) {
    const r = await h.rect(p.page, id);
    assert.ok(r.x >= 0 && r.x + r.w <= 390 && r.y >= 0 && r.y + r.h <= 844, `${id} is off the screen`);
    assert.ok(r.h >= 40, `${id} is ${r.h} px tall, not a finger's target`);
  }
  await h.screenshot(p.page, 'phone-layout-menu');
  // A tap on an item of the menu works: the language switches.
  await p.tap('lang/zh');
  await p.page.waitForFunction(() => window.attention.getState().view.language === 'zh', null, { timeout: 5000 });
  // Presets opens its own list from inside the menu.
  await p.tap('toolbar/presets');
  await p.page.waitForFunction(() => window.attention._debugItemIds().some((id) => id.startsWith('preset/')),
                               null, { timeout: 5000 });
});

test('on a phone the tabs are recorded inside the tab bar, off its arrows; a cut-off tab taps', async () => {
  const p = await openPhone(h);
  const bar = await h.rect(p.page, 'tabbar');
  const arrows = [await h.rect(p.page, 'tabbar/scroll_left'), await h.rect(p.page, 'tabbar/scroll_right')];
  assert.ok(bar.x >= 0 && bar.x + bar.w <= 390, `the tab bar is at x ${bar.x}..${bar.x + bar.w}`);
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const ids = (await p.page.evaluate(() => window.attention._debugItemIds())).filter((id) => id.startsWith('tab/'));
  const tabs = [];
  for (const id of ids) {
    const r = await drawn(p.page, id);
    if (r) tabs.push({ id, ...r });
  }
  assert.ok(tabs.length >= 2, `tabs on screen: ${tabs.map((t) => t.id).join(', ')}`);
  for (const t of tabs) {
    assert.ok(t.w > 0 && t.x >= bar.x && t.x + t.w <= bar.x + bar.w && t.y >= bar.y && t.y + t.h <= bar.y + bar.h,
              `${t.id} at x ${t.x}..${t.x + t.w}, y ${t.y}..${t.y + t.h}; the bar x ${bar.x}..${bar.x + bar.w}, y ${bar.y}..${bar.y + bar.h}`);
    for (const a of arrows)
      assert.ok(!overlap(t, a), `${t.id} at x ${t.x}..${t.x + t.w} runs under an arrow at x ${a.x}..${a.x + a.w}`);
  }
  // The rightmost tab shown ends where the arrows begin: only its start shows.
  const last = tabs.reduce((a, b) => (b.x > a.x ? b : a));
  assert.ok(arrows[0].x - (last.x + last.w) <= 2, `${last.id} ends at ${last.x + last.w}, the arrows start at ${arrows[0].x}`);
  await p.tap(last.id);
  const name = last.id.slice('tab/'.length);
  await p.page.waitForFunction((n) => window.attention.getState().view.tab === n, name, { timeout: 5000 });
});

test('a desktop keeps the whole toolbar on one row, with no menu', async () => {
  const page = await h.open({ contextOptions: DESKTOP });
  const bar = await h.rect(page, 'toolbar');
  assert.strictEqual(await drawn(page, 'toolbar/more'), null, 'a menu button on a 1280 px desktop');
  const undo = await h.rect(page, 'toolbar/undo');
  for (const id of ['toolbar/presets', 'toolbar/export', 'toolbar/zoom_in', 'lang/zh']) {
    const r = await h.rect(page, id);
    assert.ok(r.y >= undo.y - 1 && r.y < undo.y + undo.h,
              `${id} is at y ${r.y}, Undo at ${undo.y}..${undo.y + undo.h}: not one row`);
  }
  console.log(`desktop toolbar: height ${bar.h} px`);
});

test('on a phone the tab bar stays on screen at the end of the Translator', withModels, async () => {
  const p = await openPhone(h);
  await api(p.page, 'setState', { view: { tab: 'translate' } });
  await h.waitFor(p.page, 'the translation', async () => (await drawn(p.page, 'translate/output')) !== null,
                  { timeout: 60000 });
  await h.frames(p.page, 5);  // the heatmap's box takes its height (ui/widgets/fitted_child.h)
  assert.strictEqual(await drawn(p.page, 'content/end'), null, 'the Translator is no longer than the screen');
  for (let i = 0; i < 30 && !(await drawn(p.page, 'content/end')); i++)
    await p.swipe({ x: 200, y: 760 }, { x: 200, y: 260 }, 'translate/output');
  const end = await p.settledRect('content/end');
  assert.ok(end.y <= 844, `the end of the tab is at ${end.y}`);
  await h.screenshot(p.page, 'phone-layout-translate-end');
  await tabBarOnScreen(p.page, 'tab/translate');
  // The tab bar scrolls its own tabs sideways: the Translator's neighbour is in view.
  await p.tap('tab/heads');
  await p.page.waitForFunction(() => window.attention.getState().view.tab === 'heads', null, { timeout: 5000 });
});

test('on a desktop the tab bar stays on screen at the end of Explain', withModels, async () => {
  const page = await h.open({ contextOptions: DESKTOP });
  await h.click(page, 'tab/explain');
  await h.waitFor(page, 'the attention map',
                  async () => (await page.evaluate(() => window.attention._debugItemIds())).includes('explain/map/attention'),
                  { timeout: 60000 });
  assert.strictEqual(await drawn(page, 'content/end'), null, 'Explain is no longer than the screen');
  const content = await h.rect(page, 'content');
  await page.mouse.move(content.cx, content.cy);
  for (let i = 0; i < 40 && !(await drawn(page, 'content/end')); i++) {
    await page.mouse.wheel(0, 400);
    await h.frames(page, 3);
  }
  await h.rect(page, 'content/end');
  await h.screenshot(page, 'phone-layout-desktop-explain-end');
  await tabBarOnScreen(page, 'tab/lab');
  await h.click(page, 'tab/lab');
  assert.strictEqual((await api(page, 'getState')).view.tab, 'lab');
});

test('the lab on a phone: the canvas on the first screen, the steps in the page\'s flow', async () => {
  const p = await openPhone(h);
  const canvas = await h.rect(p.page, 'canvas');
  const content = await h.rect(p.page, 'content');
  assert.ok(canvas.y >= content.y && canvas.y + canvas.h <= 844,
            `the canvas is at y ${canvas.y}..${canvas.y + canvas.h}`);
  const n = (await api(p.page, 'getScene')).keys.length;
  assert.strictEqual(n, 4, 'the default scene has four keys');
  // Swipe up until the first score row is in the upper half of the screen.
  for (let i = 0; i < 10; i++) {
    const r = await drawn(p.page, 'scores/bar/0');
    if (r && r.y < 420) break;
    await p.swipe({ x: 200, y: 700 }, { x: 200, y: 500 }, 'scores/bar/0');
  }
  await p.settledRect('scores/bar/0');  // the rows below are read from one resting page
  const rows = async (step) => {
    const list = [];
    for (let i = 0; i < n; i++) list.push(await h.rect(p.page, `${step}/bar/${i}`));
    return list;
  };
  // Every key's row of both steps is on screen at once, one row under the other.
  const scores = await rows('scores');
  const weights = await rows('weights');
  for (const list of [scores, weights]) {
    const pitch = list[1].y - list[0].y;
    assert.ok(pitch > 10, `row pitch ${pitch}`);
    for (let i = 1; i < n; i++) assert.ok(Math.abs(list[i].y - list[i - 1].y - pitch) < 0.5, 'rows evenly spaced');
  }
  assert.ok(weights[0].y > scores[n - 1].y, 'the weights come after the scores');
  await h.screenshot(p.page, 'phone-layout-lab-steps');
  // A swipe that starts on the weights moves them by the whole swipe: no box scrolls under it.
  const before = weights[0].y;
  await p.swipe({ x: weights[0].cx, y: weights[0].cy }, { x: weights[0].cx, y: weights[0].cy - 120 }, 'weights/bar/0');
  const after = await drawn(p.page, 'weights/bar/0');
  const moved = after ? before - after.y : Infinity;
  assert.ok(moved >= 115, `the weights moved ${moved} px under a 120 px swipe`);
});

test('exercise 1 on a phone shows the canvas on the first screen', async () => {
  const p = await openPhone(h);
  const first = await p.page.evaluate(() => window.attention.exercises()[0].id);
  await api(p.page, 'startExercise', first);
  await h.frames(p.page, 4);
  await h.rect(p.page, 'exercise/close');
  const canvas = await h.rect(p.page, 'canvas');
  assert.ok(canvas.y + canvas.h / 2 <= 844, `the canvas is at y ${canvas.y}..${canvas.y + canvas.h}`);
  await h.rect(p.page, 'canvas/query');  // the arrow the exercise asks to drag is in view
  await h.screenshot(p.page, 'phone-layout-exercise-1');
});

test('in the Translator on a phone the heatmap is on the first screen once translated', withModels, async () => {
  const p = await openPhone(h);
  await api(p.page, 'setState', { view: { tab: 'translate' } });
  await h.waitFor(p.page, 'the heatmap', async () => (await drawn(p.page, 'translate/cell/0/0')) !== null,
                  { timeout: 60000 });
  const cell = await h.rect(p.page, 'translate/cell/0/0');
  assert.ok(cell.y + cell.h <= 844, `the heatmap's first cell is at y ${cell.y}`);
  // The folded settings open with a tap, and the model radios are there.
  await p.tap('translate/settings');
  await h.rect(p.page, 'translate/model/search');
  await h.screenshot(p.page, 'phone-layout-translate');
  // A swipe that starts on the heatmap moves it by the whole swipe: no box scrolls inside the page.
  await h.frames(p.page, 5);
  const before = await h.rect(p.page, 'translate/cell/0/0');
  await p.swipe({ x: before.cx, y: before.cy }, { x: before.cx, y: before.cy - 120 }, 'translate/cell/0/0');
  const after = await drawn(p.page, 'translate/cell/0/0');
  const moved = after ? before.y - after.y : Infinity;
  assert.ok(moved >= 115, `the heatmap moved ${moved} px under a 120 px swipe`);
  // At the end of the page the heatmap's last row is in view, above the end of the tab: nothing
  // of it stays hidden in a box of its own.
  const sentence = (await api(p.page, 'getState')).translation.sentence;
  const rows = (await api(p.page, 'translate', sentence)).target_tokens.length;
  for (let i = 0; i < 30 && !(await drawn(p.page, 'content/end')); i++)
    await p.swipe({ x: 200, y: 760 }, { x: 200, y: 260 }, 'translate/output');
  await p.settledRect('content/end');
  const last = await h.rect(p.page, `translate/cell/${rows - 1}/0`);
  const end = await h.rect(p.page, 'content/end');
  assert.ok(last.y + last.h <= end.y + 0.5 && last.y + last.h <= 844,
            `the last row ends at ${last.y + last.h}, the tab at ${end.y}`);
});
