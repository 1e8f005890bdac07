// The Chinese interface in a real browser:
//   - the English first load never downloads the CJK font;
//   - a REAL click on the "中文" toggle switches the UI to Chinese (attention.getLanguage()), the
//     font is fetched then (once), and the language is in the share link;
//   - a link with language=zh opens in Chinese;
//   - Chinese typed through the IME overlay (web/ime.js) — real composition events from
//     Chromium's Input.imeSetComposition, and Playwright's insertText — reaches the state, and
//     Backspace edits it; typing Chinese into the English UI fetches the font.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const FONT = 'cjk-subset.ttf';

const h = useHarness();
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
// How many times `page` requested the CJK font.
const fontRequests = (page) => h.requestsOf(page).filter((u) => u.includes(FONT)).length;

async function waitFor(page, what, fn, timeout = 30000) {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for ${what}`);
    await h.frames(page, 2);
    await sleep(50);
  }
}

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
  await waitFor(page, 'getLanguage() === "zh"', async () => (await api(page, 'getLanguage')) === 'zh');
  assert.deepStrictEqual(fontRequests(page), 1, `requests of ${FONT} after switching`);
  await h.frames(page, 3);
  await h.screenshot(page, 'i18n-zh');
  // And back: English again, no second download.
  await h.click(page, 'lang/en');
  await waitFor(page, 'getLanguage() === "en"', async () => (await api(page, 'getLanguage')) === 'en');
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
  await waitFor(p2, 'getLanguage() === "zh"', async () => (await api(p2, 'getLanguage')) === 'zh');
  assert.deepStrictEqual(fontRequests(p2), 1, `requests of ${FONT} (one per page that needed Chinese)`);
});

// Opens the tour at step 3 (the painting query field) in a fresh English page.
async function openQueryField() {
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour' }, demos: { tour_step: 2, painting_query: 'mother' } });
  await h.frames(p, 4);
  await h.click(p, 'tour/painting_query');
  await waitFor(p, 'the IME overlay', () => p.evaluate(() => window.__attentionIme.isActive()));
  await waitFor(p, 'overlay focus', () => p.evaluate(() => document.activeElement.id === 'ime-input'));
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
  await waitFor(p, 'the query to contain 母亲', async () =>
    (await api(p, 'getState')).demos.painting_query === 'mother母亲');
  await p.keyboard.press('Backspace');
  await h.frames(p, 4);
  assert.deepStrictEqual((await api(p, 'getState')).demos.painting_query, 'mother母', 'after Backspace');
  // Chinese appeared in the English UI: the font is fetched for it.
  await waitFor(p, 'the font request', async () => fontRequests(p) > 0);
  await h.screenshot(p, 'i18n-ime');
});

test('Chinese inserted as text (keyboard.insertText) reaches the state', async () => {
  const p = await openQueryField();
  await p.keyboard.insertText('和孩子');
  await h.frames(p, 4);
  await waitFor(p, 'the query to be "mother和孩子"', async () =>
    (await api(p, 'getState')).demos.painting_query === 'mother和孩子');
  // Plain Latin typing still works through the overlay (key presses, not IME).
  await p.keyboard.type('ab');
  await h.frames(p, 4);
  assert.deepStrictEqual((await api(p, 'getState')).demos.painting_query, 'mother和孩子ab', 'after typing ab');
});
