// The Explain tab in the browser: a real click opens it on the article's sentence; the three
// heatmaps (attention, gradient × input, leave one out) are drawn with one shape, side by side at
// 1280 px and one above the other on a 390 px phone; a real click on a French word selects it
// (in the link), a real click on an intervention re-decodes and marks the changed words; a share
// link with the tab's state reopens the same picture pixel for pixel; a bad state field is
// refused with a message naming it; on a desktop and a phone the interventions are on screen
// without scrolling, and the bars come with a legend of their marks. Screenshots:
// explain-desktop, explain-intervention, explain-phone.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, parseArgs } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const h = useHarness();
const dist = parseArgs().dist;
const shipped = ['rnnsearch.bin', 'transformer.bin'].every((f) => fs.existsSync(path.join(dist, 'assets/models', f)));
const withModels = { skip: shipped ? false : 'the model files are missing' };
const METHODS = ['attention', 'gradient', 'leave_one_out'];
const AOUT = 11;  // "août" in L'accord sur la zone économique européenne a été signé en août 1992.

// byLink: the phone's tab bar scrolls the tab out of sight, so it opens from the state instead.
async function openExplain(contextOptions = {}, byLink = false) {
  const page = await h.open({ contextOptions });
  if (byLink) await api(page, 'setState', { view: { tab: 'explain' } });
  else await h.click(page, 'tab/explain');
  assert.strictEqual((await api(page, 'getState')).view.tab, 'explain', 'the tab after the click');
  await h.waitFor(page, 'the models (still loading after 60 s)',
    async () => (await api(page, 'translationStatus')).state === 'done', { timeout: 60000, frames: 0, pauseMs: 100 });
  await h.waitFor(page, 'the attention map', async () => {
    const ids = await page.evaluate(() => window.attention._debugItemIds());
    return ids.includes('explain/map/attention');
  });
  return page;
}

test('a click opens the tab: three maps of one shape side by side, the article\'s sentence', withModels, async () => {
  const page = await openExplain();
  const state = await api(page, 'getState');
  assert.strictEqual(state.explain === undefined ? undefined : state.explain.sentence,
    'The agreement on the European Economic Area was signed in August 1992.', 'the sentence');
  const maps = [];
  for (const m of METHODS) maps.push(await h.rect(page, `explain/map/${m}`));
  for (const r of maps.slice(1)) {
    assert.ok(Math.abs(r.w - maps[0].w) < 0.5 && Math.abs(r.h - maps[0].h) < 0.5, 'same size');
    assert.ok(Math.abs(r.y - maps[0].y) < 0.5, 'aligned');
  }
  assert.ok(maps[0].x + maps[0].w < maps[1].x && maps[1].x + maps[1].w < maps[2].x, 'side by side');
  await h.rect(page, 'explain/cell/leave_one_out/13/12');  // 14 French × 13 English words
  await h.screenshot(page, 'explain-desktop');
});

test('a click on a French word selects it; an intervention marks the changed words', withModels, async () => {
  const page = await openExplain({ viewport: { width: 1280, height: 1600 } });
  await h.click(page, `explain/target/gradient/${AOUT}`);
  assert.strictEqual((await api(page, 'getState')).explain.selected_target, AOUT, 'selected word');
  await h.rect(page, 'explain/bars');
  await h.click(page, 'explain/intervention/word');
  let ex = (await api(page, 'getState')).explain;
  assert.strictEqual(ex.intervention, 'word');
  assert.strictEqual(ex.position, AOUT, 'the position is the selected word');
  await h.rect(page, 'explain/intervention_error');  // no English word chosen yet
  await h.click(page, 'explain/source_word/0');  // all of août's attention on "the"
  ex = (await api(page, 'getState')).explain;
  assert.strictEqual(ex.word, 0);
  await h.rect(page, 'explain/intervened/0');
  const ids = await page.evaluate(() => window.attention._debugItemIds());
  const changed = ids.filter((id) => id.startsWith('explain/changed/')).map((id) => Number(id.split('/')[2]));
  assert.ok(changed.every((t) => t >= AOUT), `only words from the position on can change (keep mode): ${changed}`);
  await h.screenshot(page, 'explain-intervention');
});

test('a link with the tab\'s state reopens the same maps; a bad field is refused by name', withModels, async () => {
  const page = await openExplain();
  await h.click(page, 'explain/model/transformer');
  await h.click(page, 'explain/view/rollout');
  await h.click(page, 'explain/target/attention/2');
  await h.frames(page, 3);
  const link = await api(page, 'getLink');
  const state = (await api(page, 'getState')).explain;
  assert.deepStrictEqual([state.model, state.view, state.selected_target], ['transformer', 'rollout', 2]);
  const clip = await h.rect(page, 'explain/map/attention');
  const before = await page.screenshot({ clip: { x: clip.x, y: clip.y, width: clip.w, height: clip.h } });
  const fresh = await h.open({ hash: link.split('#')[1] });
  assert.strictEqual(await api(fresh, 'banner'), '', 'no banner');
  assert.deepStrictEqual((await api(fresh, 'getState')).explain, state, 'the state from the link');
  await h.waitFor(fresh, 'the maps in the fresh page', async () =>
    (await fresh.evaluate(() => window.attention._debugItemIds())).includes('explain/map/attention'), { timeout: 60000 });
  const clip2 = await h.rect(fresh, 'explain/map/attention');
  assert.deepStrictEqual([clip2.x, clip2.y, clip2.w, clip2.h], [clip.x, clip.y, clip.w, clip.h], 'same place');
  const after = await fresh.screenshot({ clip: { x: clip.x, y: clip.y, width: clip.w, height: clip.h } });
  assert.ok(before.equals(after), 'the attention map is drawn pixel for pixel the same');
  let message = '';
  try { await api(fresh, 'setState', { explain: { view: 'sideways' } }); } catch (e) { message = e.message; }
  assert.match(message, /explain\.view: expected "head", "mean", "rollout" or "norm", not "sideways"/);
  assert.deepStrictEqual((await api(fresh, 'getState')).explain, state, 'the state is kept');
});

test('on a 390 × 844 phone the maps stack and nothing runs off', withModels, async () => {
  const page = await openExplain({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, true);
  const a = await h.rect(page, 'explain/map/attention');
  assert.ok(a.x + a.w <= 390, `the map fits the width: ${a.x + a.w}`);
  const overflow = await page.evaluate(() => window.attention._debugLayoutOverflow());
  assert.deepStrictEqual(overflow, [], 'layout overflow');
  await h.screenshot(page, 'explain-phone');
});

// Scrolls the tab with the mouse wheel (real input) until the widget is inside the viewport.
async function wheelTo(page, id, height) {
  for (let i = 0; i < 30; i++) {
    const r = await page.evaluate((w) => window.attention._debugItemRect(w), id);
    if (r && r.y >= 0 && r.y + r.h <= height) return r;
    await page.mouse.move(195, height / 2);
    await page.mouse.wheel(0, r && r.y < 0 ? -200 : 200);
    await h.frames(page, 3);
  }
  throw new Error(`${id} never came into the viewport`);
}

for (const [name, viewport, byLink] of [['a 1280 × 800 desktop', { width: 1280, height: 800 }, false],
  ['a 390 × 844 phone', { width: 390, height: 844 }, true]]) {
  test(`on ${name} the interventions are on screen without scrolling; the bars have a legend of marks`, withModels, async () => {
    const page = await openExplain({ viewport }, byLink);
    const first = await h.rect(page, 'explain/intervention/none');
    assert.ok(first.y >= 0 && first.y + first.h <= viewport.height,
      `the first intervention control is in the viewport: y ${first.y}, h ${first.h}`);
    assert.ok(first.x >= 0 && first.x + first.w <= viewport.width, 'and inside its width');
    const map = await h.rect(page, 'explain/map/attention');
    assert.ok(first.y < map.y, 'the interventions come before the maps');
    await wheelTo(page, 'explain/target/attention/2', viewport.height);
    await h.click(page, 'explain/target/attention/2');
    assert.strictEqual((await api(page, 'getState')).explain.selected_target, 2, 'the clicked word');
    const legend = await wheelTo(page, 'explain/legend', viewport.height);
    const bars = await h.rect(page, 'explain/bars');
    assert.ok(legend.w > 0 && legend.h > 0 && legend.y < bars.y, 'the legend sits above the bars');
    assert.ok(legend.x + legend.w <= viewport.width, 'the legend fits the width');
  });
}

// attention.explain() is the CLI's `explain --json`: the same keys, words and, within 1e-4, the same
// numbers (the backward pass behind gradient × input rounds differently in wasm and natively, in
// the 7th digit): the Transformer with rollout and a kept intervention, then RNNsearch; a refused
// call rejects.
function assertClose(actual, expected, where) {
  if (typeof expected === 'number') {
    assert.ok(typeof actual === 'number' && Math.abs(actual - expected) <= 1e-4, `${where}: page ${actual}, CLI ${expected}`);
  } else if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual) && actual.length === expected.length, `${where}: length`);
    expected.forEach((e, i) => assertClose(actual[i], e, `${where}[${i}]`));
  } else if (expected && typeof expected === 'object') {
    for (const k of Object.keys(expected)) assertClose(actual[k], expected[k], `${where}.${k}`);
  } else {
    assert.deepStrictEqual(actual, expected, where);
  }
}

test('attention.explain() equals `attention explain --json`; a bad position rejects', withModels, async () => {
  const page = await h.open();
  const sentence = 'She saw him yesterday.';
  const cases = [
    { model: 'transformer', view: 'rollout', cli: ['--model', 'transformer', '--view', 'rollout', '--intervene', 'uniform', '--position', '1'],
      options: { model: 'transformer', view: 'rollout', intervention: { kind: 'uniform', position: 1 } } },
    { model: 'search', cli: ['--model', 'search'], options: { model: 'search' } },
  ];
  for (const c of cases) {
    const pageResult = await page.evaluate(([s, o]) => window.attention.explain(s, o), [sentence, c.options]);
    const cli = h.cli(['explain', '--json', ...c.cli, sentence]);
    assert.strictEqual(cli.status, 0, cli.stderr);
    const fromCli = JSON.parse(cli.stdout);
    assert.deepStrictEqual(Object.keys(pageResult).sort(), Object.keys(fromCli).sort(), `${c.model}: the same keys`);
    for (const key of Object.keys(fromCli))
      assertClose(pageResult[key], fromCli[key], `${c.model}: ${key}`);
    assert.ok(pageResult.attention.length > 0 && pageResult.summary.length >= 2, 'maps and summary');
  }
  const refused = await page.evaluate((s) => window.attention.explain(s, { model: 'search', intervention: { kind: 'uniform', position: 40 } })
    .then(() => 'resolved', (e) => String(e.message || e)), sentence);
  assert.match(refused, /position/, 'the message names the position');
});
