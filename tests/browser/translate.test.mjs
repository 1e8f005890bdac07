// The translator and bottleneck tabs in the browser: the model files are not
// downloaded by the first load of the lab; a real click opens the translate tab; the article's
// sentence TYPED with real keyboard events gives the article's French translation, with the
// alignment (read through window.attention) pointing each of zone/économique/européenne/août/1992
// at area/economic/european/august/1992; attention.translate() agrees, and is the object the CLI
// prints for each model; a share link with the translate tab reproduces the translation in a
// fresh page; both tabs are screenshotted.
// The shipped models must exist (assets/models/rnnsearch.bin, rnnencdec.bin): without them the
// test FAILS saying so, after checking that the panel degrades to a clear message.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, parseArgs } from './harness.mjs';
import { decodePng } from './png.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

const SENTENCE = 'The agreement on the European Economic Area was signed in August 1992.';
const FRENCH = "L'accord sur la zone économique européenne a été signé en août 1992.";
const ALIGNED = { 'zone': 'area', 'économique': 'economic', 'européenne': 'european', 'août': 'august', '1992': '1992' };

// Polls getTranslation() until the panel shows a result for `sentence` (or an error).
async function panelTranslation(page, sentence, timeout = 60000) {
  let r, status;
  return h.waitFor(page, () => `a translation after ${timeout} ms: ${JSON.stringify(r)} ${JSON.stringify(status)}`,
    async () => {
      status = await api(page, 'translationStatus');  // first: once done, the translation is final
      r = await api(page, 'getTranslation');
      return r.sentence === sentence && status.state === 'done' && (r.translation !== undefined || r.error) ? r : null;
    }, { timeout, frames: 0, pauseMs: 100 });
}

function argmaxSource(result, targetWord) {
  const t = result.target_tokens.indexOf(targetWord);
  assert.ok(t >= 0, `target word "${targetWord}" not in ${JSON.stringify(result.target_tokens)}`);
  const row = result.alignment[t];
  let best = 0;
  for (let s = 1; s < row.length; s++) if (row[s] > row[best]) best = s;
  return result.source_tokens[best];
}

const h = useHarness();
const dist = parseArgs().dist;
const shipped = ['rnnsearch.bin', 'rnnencdec.bin', 'transformer.bin'].every((f) => fs.existsSync(path.join(dist, 'assets/models', f)));

async function waitForModels(page) {
  await h.waitFor(page, 'the models (still loading after 60 s)',
    async () => (await api(page, 'translationStatus')).state === 'done',
    { timeout: 60000, frames: 0, pauseMs: 100 });
}

// A fresh page on the translate tab with `sentence` in the panel (default: an empty field; the
// tab itself opens with the article's sentence), models loaded.
async function openTranslator(sentence = '') {
  const page = await h.open();
  const state = { view: { tab: 'translate' } };
  state.translation = { sentence, model: 'search', beam: 1, selected_target: -1 };
  await api(page, 'setState', state);
  await h.frames(page, 3);
  await waitForModels(page);
  await h.frames(page, 3);
  return page;
}

test('the first load of the lab downloads no model file; the idle page fetches only the figures', async () => {
  const page = await h.open();
  await h.frames(page, 10);
  const figures = ['bottleneck.json', 'speed.json', 'explain.json'];
  const fetched = () => h.requestsOf(page).filter((u) => u.includes('assets/models/'));
  const deadline = Date.now() + 15000;  // web/loader.js asks 1 s after ready, when idle
  while (!figures.every((f) => fetched().some((u) => u.endsWith('assets/models/' + f))) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await h.frames(page, 3);
  assert.deepStrictEqual(fetched().map((u) => u.split('/').pop()).sort(), [...figures].sort(), 'files fetched on the lab');
  assert.deepStrictEqual(await api(page, 'translationStatus').then((s) => s.state), 'idle', 'translation status');
});

test('a real click on the translate tab fetches the models with progress, then shows the panel', async () => {
  const page = await h.open();
  await h.click(page, 'tab/translate');
  const state = await api(page, 'getState');
  assert.deepStrictEqual(state.view.tab, 'translate', 'view.tab after the click');
  await waitForModels(page);
  assert.ok(h.requestsOf(page).some((u) => u.endsWith('assets/models/rnnsearch.bin')), 'rnnsearch.bin was not requested');
  await h.frames(page, 3);
  await h.rect(page, 'translate/input');
});

if (!shipped) {
  test('without the model files the panel says so (graceful failure)', async () => {
    const page = await openTranslator();
    const status = await api(page, 'translationStatus');
    assert.deepStrictEqual(status.files[0].status, 'failed', 'rnnsearch.bin status');
    await api(page, 'setState', { translation: { sentence: SENTENCE, model: 'search', beam: 1, selected_target: -1 } });
    await h.frames(page, 3);
    const r = await panelTranslation(page, SENTENCE);
    assert.ok(/RNNsearch is not available: assets\/models\/rnnsearch\.bin/.test(r.error), `panel error: ${r.error}`);
    await h.rect(page, 'translate/error');  // the message is on screen
    let message = '';
    try { await api(page, 'translate', SENTENCE, { model: 'search' }); } catch (e) { message = e.message; }
    assert.ok(/rnnsearch\.bin/.test(message), `translate() should reject naming the file, got "${message}"`);
    await h.screenshot(page, 'translate-no-models');
  });
  test('the shipped model files exist', async () => {
    throw new Error(`assets/models/rnnsearch.bin and rnnencdec.bin are not in ${dist}/assets/models: ` +
                    'train them (attention train) and rebuild the web preset');
  });
}

// The rest needs the shipped models (without them, the two cases above say so and fail).
const withModels = { skip: shipped ? false : 'the model files are missing' };

test('the tab opens with the article\'s sentence translated; Compare adds the reference and RNNencdec', withModels, async () => {
  const page = await h.open();
  await api(page, 'setState', { view: { tab: 'translate' } });
  await waitForModels(page);
  const r = await panelTranslation(page, SENTENCE);
  assert.deepStrictEqual(r.translation, FRENCH, 'the article\'s sentence, translated on opening');
  await h.rect(page, 'translate/cell/0/0');  // its alignment is drawn
  await h.click(page, 'translate/compare');
  await h.frames(page, 3);
  assert.strictEqual((await api(page, 'getState')).translation.compare, true, 'compare in the state');
  const ref = await h.rect(page, 'translate/reference');
  const search = await h.rect(page, 'translate/compare/search');
  const encdec = await h.rect(page, 'translate/compare/encdec');
  assert.ok(ref.y < search.y && search.y < encdec.y, 'reference, RNNsearch, RNNencdec one above the other');
  await h.screenshot(page, 'translate-compare');
});

test('autocomplete: Tab completes the word being typed from the source vocabulary', withModels, async () => {
  const page = await openTranslator();
  await h.click(page, 'translate/input');
  await page.keyboard.type('The agre', { delay: 15 });
  await h.frames(page, 3);
  await h.rect(page, 'translate/suggestion/0');  // the suggestion row is on screen
  await page.keyboard.press('Tab');
  await h.frames(page, 3);
  assert.deepStrictEqual((await api(page, 'getState')).translation.sentence, 'The agreement', 'sentence after Tab');
});

// Types `text` into the sentence field in place of what it holds.
async function retype(page, text) {
  await h.click(page, 'translate/input');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text, { delay: 15 });
  await h.frames(page, 3);
}

test('a sentence it cannot translate gets its message, and the last translation stays under it', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  const first = await panelTranslation(page, SENTENCE);
  assert.strictEqual(first.translation, FRENCH);
  const drawn = (id) => page.evaluate((w) => window.attention._debugItemRect(w), id);
  assert.strictEqual(await drawn('translate/kept'), null, 'nothing is "kept" while a translation shows');
  for (const [typed, message] of [['?!...', /only punctuation/],
                                   ['Je suis très content de te voir.', /none of the words/],
                                   ['', null]]) {
    await retype(page, typed);
    if (message) {
      const r = await panelTranslation(page, typed);
      assert.match(r.error || '', message, `the message for "${typed}"`);
      await h.rect(page, 'translate/error');
    }
    await h.waitFor(page, `the kept translation under "${typed}"`, () => drawn('translate/kept'));
    await h.rect(page, 'translate/output');      // the last French
    await h.rect(page, 'translate/cell/0/0');    // and its heatmap
  }
  await h.screenshot(page, 'translate-kept');
  // Mostly unknown, one word known: translated, with the vocabulary's size and a plain note.
  const mostly = 'The chien est dans la maison.';
  await retype(page, mostly);
  const r = await panelTranslation(page, mostly);
  assert.ok(!r.error && r.unknown_words.length === 5, `unknown words: ${JSON.stringify(r.unknown_words)}`);
  await h.rect(page, 'translate/unknown');
  await h.rect(page, 'translate/mostly_unknown');
  assert.strictEqual(await drawn('translate/kept'), null, 'a translation that worked replaces the kept one');
  const summary = await page.evaluate(() => document.getElementById('view-summary').textContent);
  assert.ok(summary.includes('Translation:'), summary);
});

test('typing the article sentence with the keyboard translates it as in the article', withModels, async () => {
  const page = await openTranslator();
  await retype(page, SENTENCE);
  const typed = await panelTranslation(page, SENTENCE);
  assert.ok(!typed.error, `translation error: ${typed.error}`);
  assert.deepStrictEqual(typed.translation, FRENCH, 'translation of the typed sentence');
  assert.deepStrictEqual(typed.unknown_words, [], 'unknown words');
  assert.deepStrictEqual(typed.alignment.length, typed.target_tokens.length, 'alignment rows');
  for (const [fr, en] of Object.entries(ALIGNED)) assert.deepStrictEqual(argmaxSource(typed, fr), en, `argmax source of "${fr}"`);
});

// attention.translate() is the object `attention translate` prints (one codec, src/app/translation/translation_json.h):
// RNNsearch greedy and RNNencdec with beam 5 here, the Transformer below.
test('attention.translate() agrees with the panel and the CLI; encdec has no alignment; beam works', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  const typed = await panelTranslation(page, SENTENCE);
  const r = await api(page, 'translate', SENTENCE, { model: 'search', beam: 1 });
  assert.deepStrictEqual(r.translation, typed.translation, 'translate() vs panel');
  assert.deepStrictEqual(r.alignment, typed.alignment, 'alignment');
  const e = await api(page, 'translate', SENTENCE, { model: 'encdec', beam: 5 });
  assert.deepStrictEqual(e.alignment, [], 'encdec alignment');
  assert.ok(e.translation.length > 0, 'encdec gave no translation');
  for (const [got, args] of [[r, ['--model', 'search']], [e, ['--model', 'encdec', '--beam', '5']]]) {
    const cli = h.cli(['translate', ...args, SENTENCE]);
    assert.strictEqual(cli.status, 0, cli.stderr);
    assert.deepStrictEqual(JSON.parse(cli.stdout), got, `attention translate ${args.join(' ')}`);
  }
  let message = '';
  try { await api(page, 'translate', SENTENCE, { beam: 99 }); } catch (err) { message = err.message; }
  assert.ok(/beam/.test(message), `bad beam should be refused, got "${message}"`);
});

test('clicking a target word selects it (share-link state) and shows its bars', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  const typed = await panelTranslation(page, SENTENCE);
  const t = typed.target_tokens.indexOf('août');
  await h.click(page, `translate/target/${t}`);
  assert.deepStrictEqual((await api(page, 'getState')).translation.selected_target, t, 'selected_target');
  await h.screenshot(page, 'translate-tab');
});

test('a share link with the translate tab reproduces the translation in a fresh page', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  const typed = await panelTranslation(page, SENTENCE);
  const link = await api(page, 'getLink');
  const fresh = await h.open({ hash: link.split('#')[1] });
  assert.deepStrictEqual(await api(fresh, 'banner'), '', 'banner');
  const state = await api(fresh, 'getState');
  assert.deepStrictEqual(state.view.tab, 'translate', 'tab from the link');
  assert.deepStrictEqual(state.translation.sentence, SENTENCE, 'sentence from the link');
  const r = await panelTranslation(fresh, SENTENCE);
  assert.deepStrictEqual(r.translation, FRENCH, 'translation in the fresh page');
  assert.deepStrictEqual(r.alignment, typed.alignment, 'alignment in the fresh page');
  await fresh.context().close();
});

test('the bottleneck tab draws the precomputed chart; a click on a point shows the samples', withModels, async () => {
  const page = await openTranslator();
  await h.click(page, 'tab/bottleneck');
  await h.frames(page, 3);
  const chart = await h.rect(page, 'bottleneck/chart');
  assert.ok(chart.w > 1000 && chart.h > 400, `the chart fills the tab at 1280x800: ${chart.w}x${chart.h}`);
  await h.rect(page, 'bottleneck/sample/4');  // opens on the longest sentences' sample
  await h.click(page, 'bottleneck/point/encdec/0');
  await h.rect(page, 'bottleneck/sample');
  await h.rect(page, 'bottleneck/sample/0');
  await h.screenshot(page, 'bottleneck-tab');
});

test('switching to RNNencdec by a click: no alignment, and the panel says why', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  await h.click(page, 'tab/translate');
  await h.click(page, 'translate/model/encdec');
  assert.deepStrictEqual((await api(page, 'getState')).translation.model, 'encdec', 'model after the click');
  const r = await panelTranslation(page, SENTENCE);
  assert.deepStrictEqual(r.alignment, [], 'encdec alignment');
  const ids = await page.evaluate(() => window.attention._debugItemIds());
  assert.ok(!ids.some((id) => id.startsWith('translate/cell/')), 'heatmap cells drawn for encdec');
  await h.screenshot(page, 'translate-encdec');
});

// ---- the everyday translator: everyday English, unknown words copied, typos ----

// Pixels of `png` inside the CSS-px rect r ({x, y, w, h}) within `tol` of the colour rgb.
async function pixelsOfColour(page, png, r, rgb, tol = 40) {
  const img = decodePng(png);
  const scale = img.width / (await page.evaluate(() => window.innerWidth));
  let n = 0;
  for (let y = Math.floor(r.y * scale); y < Math.ceil((r.y + r.h) * scale); y++)
    for (let x = Math.floor(r.x * scale); x < Math.ceil((r.x + r.w) * scale); x++) {
      const i = (y * img.width + x) * 4;
      if (Math.abs(img.rgba[i] - rgb[0]) <= tol && Math.abs(img.rgba[i + 1] - rgb[1]) <= tol &&
          Math.abs(img.rgba[i + 2] - rgb[2]) <= tol) n++;
    }
  return n;
}

const COPIED_RGB = [255, 200, 60];  // the dark theme's `copied` in src/ui/palette.cpp

test('typing "I love my cat." translates it, with its alignment', withModels, async () => {
  const page = await openTranslator();
  await retype(page, 'I love my cat.');
  const r = await panelTranslation(page, 'I love my cat.');
  assert.ok(!r.error, `translation error: ${r.error}`);
  assert.deepStrictEqual(r.translation, "J'aime mon chat.", 'translation');
  assert.deepStrictEqual(r.unknown_words, [], 'unknown words');
  assert.deepStrictEqual(argmaxSource(r, 'chat'), 'cat', 'argmax source of "chat"');
  assert.deepStrictEqual(argmaxSource(r, 'mon'), 'my', 'argmax source of "mon"');
  await h.screenshot(page, 'translate-i-love-my-cat');
});

test('an unknown name is copied through attention: highlighted, its column marked', withModels, async () => {
  const page = await openTranslator('I love Mary.');
  await page.emulateMedia({ colorScheme: 'dark' });  // COPIED_RGB is the dark theme's colour
  await h.frames(page, 2);
  const r = await panelTranslation(page, 'I love Mary.');
  assert.deepStrictEqual(r.translation, "J'aime Mary.", 'translation');
  assert.deepStrictEqual(r.unknown_words, ['mary'], 'unknown words');
  assert.deepStrictEqual(r.copied.length, 1, `copied: ${JSON.stringify(r.copied)}`);
  assert.deepStrictEqual(r.copied[0].word, 'mary');
  const src = r.copied[0].source;
  assert.deepStrictEqual(r.source_tokens[src], 'mary', 'the copied source column');
  assert.deepStrictEqual(r.did_you_mean, {}, 'a capitalised name gets no "did you mean"');
  // The JS API says the same.
  const j = await api(page, 'translate', 'I love Mary.', { model: 'search', beam: 1 });
  assert.deepStrictEqual(j.translation, "J'aime Mary.", 'attention.translate()');
  assert.deepStrictEqual(j.copied, r.copied, 'attention.translate() copied');
  await h.rect(page, 'translate/copied');  // the "copied through attention: mary" line is drawn
  const column = await h.rect(page, `translate/copied_column/${src}`);
  await h.screenshot(page, 'translate-copied-name');
  const shot = await page.screenshot();
  // The marked column is outlined in the copy colour; the column of "love" is not. The tolerance
  // is tight: the heatmap's own yellow (≈ 240, 226, 44 for a weight near 1) is not the outline's.
  const marked = await pixelsOfColour(page, shot, column, COPIED_RGB, 12);
  const love = r.source_tokens.indexOf('love');
  const other = { ...column, x: column.x + (love - src) * column.w };
  const unmarked = await pixelsOfColour(page, shot, other, COPIED_RGB, 12);
  assert.ok(marked > 4 * column.h, `copy-coloured pixels in the copied column: ${marked}`);
  assert.ok(unmarked < marked / 10, `copy-coloured pixels in the column of "love": ${unmarked}`);
});

test('a likely typo gets "did you mean"; a click puts the word in place', withModels, async () => {
  const sentence = 'The minster resigned.';
  const page = await openTranslator(sentence);
  const r = await panelTranslation(page, sentence);
  assert.deepStrictEqual(r.unknown_words, ['minster'], 'unknown words');
  assert.deepStrictEqual(r.did_you_mean, { minster: 'minister' }, 'suggestion');
  await h.click(page, 'translate/did_you_mean/0');
  const fixed = 'The minister resigned.';
  assert.deepStrictEqual((await api(page, 'getState')).translation.sentence, fixed, 'sentence after the click');
  const f = await panelTranslation(page, fixed);
  assert.deepStrictEqual(f.unknown_words, [], 'unknown words after the fix');
  assert.deepStrictEqual(f.translation, 'Le ministre a démissionné.', 'translation after the fix');
});

// ---- the Transformer: its heads, the picked head in the large heatmap, the link, Compare ----

// Mean luminance of `png` inside the CSS-px rect r, its middle half only (the printed value
// sits in the middle of a cell, so the edges are sampled).
function meanLuminance(img, scale, r) {
  let sum = 0, n = 0;
  for (let y = Math.floor((r.y + 2) * scale); y < Math.floor((r.y + r.h * 0.25) * scale); y++)
    for (let x = Math.floor((r.x + 2) * scale); x < Math.ceil((r.x + r.w - 2) * scale); x++) {
      const i = (y * img.width + x) * 4;
      sum += 0.2126 * img.rgba[i] + 0.7152 * img.rgba[i + 1] + 0.0722 * img.rgba[i + 2];
      n++;
    }
  return sum / Math.max(n, 1);
}

test('the Transformer: a click on a head shows that head in the large heatmap, and the link keeps it', withModels, async () => {
  const page = await openTranslator(SENTENCE);
  await h.click(page, 'translate/model/transformer');
  const first = await panelTranslation(page, SENTENCE);
  assert.deepStrictEqual(first.translation, FRENCH, 'the Transformer\'s translation of the article\'s sentence');
  const t = await api(page, 'translate', SENTENCE, { model: 'transformer' });
  assert.strictEqual(t.cross_attention.length, 2, 'layers');
  assert.strictEqual(t.cross_attention[0].length, 4, 'heads');
  await h.rect(page, 'translate/best_head');
  await h.click(page, 'translate/head/0/2');
  await h.frames(page, 3);
  const st = (await api(page, 'getState')).translation;
  assert.deepStrictEqual([st.model, st.attention, st.layer, st.head], ['transformer', 'cross', 0, 2], 'state after the click');
  const shown = await api(page, 'getTranslation');
  assert.deepStrictEqual(shown.view.weights, t.cross_attention[0][2], 'the large heatmap\'s map is layer 1 head 3');
  // What is drawn: in each of a few rows, the cell of the head's largest weight is brighter
  // (viridis) than the cell of its smallest, by a clear margin.
  await h.screenshot(page, 'translate-transformer-head');
  const img = decodePng(await page.screenshot());
  const scale = img.width / (await page.evaluate(() => window.innerWidth));
  let checked = 0;
  for (let row = 0; row < Math.min(6, t.target_tokens.length); row++) {
    const w = t.cross_attention[0][2][row];
    const hi = w.indexOf(Math.max(...w)), lo = w.indexOf(Math.min(...w));
    if (w[hi] - w[lo] < 0.5) continue;
    const bright = meanLuminance(img, scale, await h.rect(page, `translate/cell/${row}/${hi}`));
    const dark = meanLuminance(img, scale, await h.rect(page, `translate/cell/${row}/${lo}`));
    assert.ok(bright > dark + 40, `row ${row}: cell ${hi} (${w[hi]}) lum ${bright} vs cell ${lo} (${w[lo]}) lum ${dark}`);
    checked++;
  }
  assert.ok(checked >= 2, `rows with a clear maximum checked: ${checked}`);
  // The CLI prints the same object: the same keys, names and numbers, every map to the bit.
  const cli = h.cli(['translate', '--model', 'transformer', SENTENCE]);
  assert.strictEqual(cli.status, 0, cli.stderr);
  assert.deepStrictEqual(JSON.parse(cli.stdout), t, 'attention translate --model transformer');
  // The link brings back the model, the layer and the head.
  const link = await api(page, 'getLink');
  const fresh = await h.open({ hash: link.split('#')[1] });
  const again = await panelTranslation(fresh, SENTENCE);
  assert.ok(again.view, `the fresh page's translation: ${JSON.stringify(again).slice(0, 300)}`);
  assert.deepStrictEqual([again.model, again.view.layer, again.view.head], ['transformer', 0, 2], 'from the link');
  assert.deepStrictEqual(again.view.weights, shown.view.weights, 'the same map from the link');
  await fresh.context().close();
  // The masked self-attention of the decoder: nothing above the diagonal.
  await h.click(page, 'translate/map/decoder');
  await h.frames(page, 3);
  const dec = await api(page, 'getTranslation');
  assert.strictEqual(dec.view.attention, 'decoder');
  dec.view.weights.forEach((row, i) => row.forEach((v, j) => { if (j > i) assert.strictEqual(v, 0, `decoder ${i},${j}`); }));
  await h.screenshot(page, 'translate-transformer-decoder');
  // Compare: the three models one above the other.
  await h.click(page, 'translate/compare');
  await h.frames(page, 3);
  const ys = [];
  for (const m of ['search', 'encdec', 'transformer']) ys.push((await h.rect(page, `translate/compare/${m}`)).y);
  assert.ok(ys[0] < ys[1] && ys[1] < ys[2], `three rows in order: ${ys}`);
});
