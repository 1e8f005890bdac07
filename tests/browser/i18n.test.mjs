// The Chinese interface in a real browser:
//   - the English first load never downloads the CJK font;
//   - a REAL click on the "中文" toggle switches the UI to Chinese: attention.getLanguage() says
//     "zh" at once, the font is fetched then (once), the UI draws Chinese once it is there
//     (attention._displayLanguage()), and the language is in the share link;
//   - a link with language=zh opens in Chinese;
//   - Chinese typed through the IME overlay (web/ime.js) — real composition events from
//     Chromium's Input.imeSetComposition, and Playwright's insertText — reaches the state, and
//     Backspace edits it; typing Chinese into the English UI fetches the font;
//   - keys and text that reach the overlay within one frame apply in their order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

const FONT = 'cjk-subset.ttf';

const h = useHarness();
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
// How many times `page` requested the CJK font.
const fontRequests = (page) => h.requestsOf(page).filter((u) => u.includes(FONT)).length;

test('the English first load does not download the CJK font', async () => {
  const page = await h.open();
  await h.frames(page, 10);
  assert.deepStrictEqual(await api(page, 'getLanguage'), 'en', 'language at start');
  assert.deepStrictEqual(fontRequests(page), 0, `requests of ${FONT} before any Chinese is needed`);
  await h.screenshot(page, 'i18n-en');
});

test('a real click on 中文 switches the UI to Chinese and only then fetches the font', async () => {
  const page = await h.open();
  await h.frames(page, 3);
  assert.deepStrictEqual(fontRequests(page), 0, `requests of ${FONT} before the click`);
  await h.click(page, 'lang/zh');
  assert.deepStrictEqual((await api(page, 'getState')).view.language, 'zh', 'state.view.language after the click');
  assert.deepStrictEqual(await api(page, 'getLanguage'), 'zh', 'getLanguage() after the click');
  await h.waitFor(page, 'the UI drawn in Chinese', async () => (await api(page, '_displayLanguage')) === 'zh');
  assert.deepStrictEqual(fontRequests(page), 1, `requests of ${FONT} after switching`);
  await h.frames(page, 3);
  await h.screenshot(page, 'i18n-zh');
  // And back: English again, no second download.
  await h.click(page, 'lang/en');
  await h.waitFor(page, 'the UI drawn in English', async () => (await api(page, '_displayLanguage')) === 'en');
  assert.deepStrictEqual(fontRequests(page), 1, `requests of ${FONT} after switching back`);
});

test('a share link with language=zh opens in Chinese', async () => {
  // The link of a page switched to Chinese by a real click.
  const page = await h.open();
  await h.click(page, 'lang/zh');
  assert.deepStrictEqual((await api(page, 'getState')).view.language, 'zh', 'state.view.language after the click');
  const zhLink = await api(page, 'linkFragment');
  await page.context().close();
  const p2 = await h.open({ hash: zhLink });
  assert.deepStrictEqual((await api(p2, 'getState')).view.language, 'zh', 'language from the link');
  await h.waitFor(p2, 'the UI drawn in Chinese', async () => (await api(p2, '_displayLanguage')) === 'zh');
  assert.deepStrictEqual(fontRequests(p2), 1, `requests of ${FONT} (one per page that needed Chinese)`);
});

// Opens the tour at step 3 (the painting query field) in a fresh English page.
async function openQueryField() {
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour' }, demos: { tour_step: 2, painting_query: 'mother' } });
  await h.frames(p, 4);
  await h.click(p, 'tour/painting_query');
  await h.waitFor(p, 'the IME overlay', () => p.evaluate(() => window.__attentionIme.isActive()));
  await h.waitFor(p, 'overlay focus', () => p.evaluate(() => document.activeElement.id === 'ime-input'));
  // The caret: move to the end of the field.
  await p.keyboard.press('End');
  await h.frames(p, 3);
  return p;
}

test('Chinese typed through IME composition reaches the state; Backspace edits', async () => {
  const p = await openQueryField();
  const cdp = await p.context().newCDPSession(p);
  // Real composition: pinyin being composed, then the committed hanzi.
  await cdp.send('Input.imeSetComposition', { text: 'mu', selectionStart: 2, selectionEnd: 2 });
  await h.frames(p, 2);
  await cdp.send('Input.imeSetComposition', { text: 'muqin', selectionStart: 5, selectionEnd: 5 });
  await h.frames(p, 2);
  await cdp.send('Input.insertText', { text: '母亲' });
  await h.frames(p, 4);
  await h.waitFor(p, 'the query to contain 母亲', async () =>
    (await api(p, 'getState')).demos.painting_query === 'mother母亲');
  await p.keyboard.press('Backspace');
  await h.frames(p, 4);
  assert.deepStrictEqual((await api(p, 'getState')).demos.painting_query, 'mother母', 'after Backspace');
  // Chinese appeared in the English UI: the font is fetched for it.
  await h.waitFor(p, 'the font request', async () => fontRequests(p) > 0);
  await h.screenshot(p, 'i18n-ime');
});

test('Chinese inserted as text (keyboard.insertText) reaches the state', async () => {
  const p = await openQueryField();
  await p.keyboard.insertText('和孩子');
  await h.frames(p, 4);
  await h.waitFor(p, 'the query to be "mother和孩子"', async () =>
    (await api(p, 'getState')).demos.painting_query === 'mother和孩子');
  // Plain Latin typing still works through the overlay (key presses, not IME).
  await p.keyboard.type('ab');
  await h.frames(p, 4);
  assert.deepStrictEqual((await api(p, 'getState')).demos.painting_query, 'mother和孩子ab', 'after typing ab');
});

// Sends keys and typed text to the IME overlay in one task, so no frame can run between them: what
// a slow frame (a phone's) receives when a key and the next letter come close together. Each step
// is [key, code] pressed and released (with Control held for a third element 'ctrl'), or a string
// typed.
const IN_ONE_FRAME = (steps) => {
  const input = document.getElementById('ime-input');
  const key = (type, k, code, ctrlKey) => input.dispatchEvent(new KeyboardEvent(type, {
    key: k, code, ctrlKey, bubbles: true, cancelable: true,
  }));
  for (const step of steps) {
    if (typeof step === 'string') {
      input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: step, bubbles: true }));
      continue;
    }
    const [k, code, ctrl] = step;
    if (ctrl) key('keydown', 'Control', 'ControlLeft', true);
    key('keydown', k, code, !!ctrl);
    key('keyup', k, code, !!ctrl);
    if (ctrl) key('keyup', 'Control', 'ControlLeft', false);
  }
};

test('keys and the text typed after them within one frame apply in the order they came', async () => {
  const p = await openQueryField();  // "mother", the caret at its end
  const query = async () => (await api(p, 'getState')).demos.painting_query;
  const cases = [
    [[['Backspace', 'Backspace'], 'x'], 'mothex'],
    [[['a', 'KeyA', 'ctrl'], 'sun'], 'sun'],
    [['a', ['Backspace', 'Backspace'], 'b', ['ArrowLeft', 'ArrowLeft'], 'c'], 'suncb'],
    [[['a', 'KeyA', 'ctrl'], ['Backspace', 'Backspace'], 'ok'], 'ok'],
  ];
  for (const [steps, expected] of cases) {
    await p.evaluate(IN_ONE_FRAME, steps);
    await h.frames(p, 4);
    assert.deepStrictEqual(await query(), expected, `after ${JSON.stringify(steps)}`);
  }
});

// The fonts (src/ui/fonts.h): the atlas is rasterised at the device pixel ratio (crisp text: one
// atlas texel per screen pixel) and rebuilt when the ratio changes (browser zoom), and the
// formulas of both languages have real glyphs (no U+FFFD boxes). Screenshots of the lab, the
// tour's formula page (step 4) and the translator, in English and Chinese, at ratio 1 and 2, are
// saved as tests/browser/artifacts/fonts-<view>-<lang>-dpr<r>.png for a human to look at.
const FORMULAS = {
  en: 'wᵢ = exp(sᵢ/τ) / Σⱼ exp(sⱼ/τ) qᵀk / √d Wₒᵀ ‖q‖ 2d² + d × · → ≤ ∈',
  zh: 'wᵢ = exp(sᵢ/τ) / Σⱼ exp(sⱼ/τ) （缩放点积） 拼接：× Wₒᵀ（）→ 输出：得分 权重',
};
const VIEWS = [
  ['lab', { view: { tab: 'lab' } }],
  ['tour4', { view: { tab: 'tour' }, demos: { tour_step: 3 } }],
  ['translator', { view: { tab: 'translate' } }],
];

for (const dpr of [1, 2]) {
  test(`device pixel ratio ${dpr}: text rasterised at ${dpr}, formulas in real glyphs (en, zh)`, async () => {
    const page = await h.open({ contextOptions: { deviceScaleFactor: dpr } });
    await h.frames(page, 3);
    let atlas = await api(page, '_fontAtlas', FORMULAS.en);
    assert.ok(Math.abs(atlas.rasterScale - dpr) < 0.02, `raster scale ${atlas.rasterScale} at ratio ${dpr}`);
    assert.ok(Math.abs(atlas.globalScale * dpr - 1) < 0.02, `FontGlobalScale ${atlas.globalScale}`);
    assert.deepStrictEqual(atlas.missing, [], 'English formula code points without a glyph');
    for (const [name, state] of VIEWS) {
      await api(page, 'setState', state);
      await h.frames(page, 4);
      await h.screenshot(page, `fonts-${name}-en-dpr${dpr}`);
    }
    await api(page, 'setState', { view: { language: 'zh' } });
    await h.waitFor(page, 'the UI drawn in Chinese', async () => (await api(page, '_displayLanguage')) === 'zh');
    atlas = await api(page, '_fontAtlas', FORMULAS.zh);
    assert.deepStrictEqual(atlas.missing, [], 'Chinese formula code points without a glyph');
    assert.ok(Math.abs(atlas.rasterScale - dpr) < 0.02, `raster scale ${atlas.rasterScale} after the CJK merge`);
    for (const [name, state] of VIEWS) {
      await api(page, 'setState', state);
      await h.frames(page, 4);
      await h.screenshot(page, `fonts-${name}-zh-dpr${dpr}`);
    }
  });
}

test('a change of the device pixel ratio (browser zoom) re-rasterises the fonts', async () => {
  const page = await h.open();
  await h.frames(page, 3);
  assert.ok(Math.abs((await api(page, '_fontAtlas')).rasterScale - 1) < 0.02, 'at ratio 1');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride',
                 { width: 1280, height: 800, deviceScaleFactor: 1.5, mobile: false });
  const atlas = await h.waitFor(page, 'the atlas at ratio 1.5', async () => {
    const a = await api(page, '_fontAtlas');
    return Math.abs(a.rasterScale - 1.5) < 0.02 ? a : null;
  });
  assert.ok(Math.abs(atlas.globalScale * 1.5 - 1) < 0.02, `FontGlobalScale ${atlas.globalScale}`);
  await h.screenshot(page, 'fonts-lab-en-dpr1.5');
});
