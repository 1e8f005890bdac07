// The translator's computations in a Web Worker, in a real browser (web/inference-host.js,
// web/infer-worker.js, src/worker/infer_worker.cpp):
//   - the page starts the worker while it is idle after ready, and the worker downloads no
//     model until the translator's first use; attention.translate() answers what the page's
//     panel then shows;
//   - each model file is downloaded once, by the worker: the page learns what it needs of it
//     (its vocabulary, for the suggestions) from the worker's message;
//   - a worker whose script is missing (404) or throws as it starts: the translator shows the
//     reason, attention.translate() fails with it, and the rest of the page keeps answering
//     (getResult(), the lab's tab);
//   - the first translation comes once its own model is in, while the others still download.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useHarness, parseArgs } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const h = useHarness();
const dist = parseArgs().dist;
const withModels = { skip: !fs.existsSync(path.join(dist, 'assets/models/rnnsearch.bin')) && 'no shipped models in dist/' };
const SENTENCE = 'The agreement on the European Economic Area was signed in August 1992.';

// A page whose inference worker is replaced, before any script runs, by `script` (a URL).
async function openWithWorkerScript(script) {
  const page = await h.newPage();
  await page.addInitScript((url) => {
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(what, options) { super(what === 'infer-worker.js' ? url : what, options); }
    };
  }, script);
  return h.open({ page });
}

async function translateTab(page) {
  await api(page, 'setState', { view: { tab: 'translate' }, translation: { sentence: SENTENCE, model: 'search', beam: 1 } });
  await h.frames(page, 3);
}

test('the idle page starts the worker, its first use the models, and the panel shows what translate() answers', withModels, async () => {
  const page = await h.open();
  await h.waitFor(page, 'the worker started while the page is idle',
    async () => (await page.evaluate(() => window.__attentionInference.exists())) || null,
    { timeout: 15000, frames: 0, pauseMs: 200 });
  await page.waitForTimeout(1500);  // time enough for the worker's module to load and start
  const early = h.requestsOf(page).filter((u) => u.includes('assets/models/') && u.endsWith('.bin'));
  assert.deepStrictEqual(early, [], 'no model file before the translator\'s first use');
  assert.equal((await api(page, 'translationStatus')).state, 'idle');
  await translateTab(page);
  const t = await api(page, 'translate', SENTENCE, { model: 'search' });
  const shown = await h.waitFor(page, 'the panel\'s translation', async () => {
    const r = await api(page, 'getTranslation');
    return r.translation !== undefined ? r : null;
  }, { timeout: 30000 });
  assert.equal(shown.translation, t.translation);
  assert.deepStrictEqual(shown.alignment, t.alignment, 'the same maps, bit for bit');
  await h.waitFor(page, 'the models settled', async () =>
    (await api(page, 'translationStatus')).state === 'done' || null, { timeout: 30000 });
  for (const file of ['rnnsearch.bin', 'rnnencdec.bin', 'transformer.bin']) {
    const fetched = h.requestsOf(page).filter((u) => u.endsWith('assets/models/' + file));
    assert.equal(fetched.length, 1, `${file} requested ${fetched.length} times: ${fetched}`);
  }
  // The page knows the vocabulary from the worker's message: the word being typed gets
  // suggestions (attention.setState sets the field, as a link would).
  await api(page, 'setState', { translation: { sentence: 'The agr' } });
  await h.frames(page, 3);
  await h.rect(page, 'translate/suggestion/0');
});

for (const [what, script] of [
  ['is missing (404)', 'no-such-infer-worker.js'],
  ['throws as it starts', 'data:text/javascript,throw new Error("the test\'s broken worker")'],
]) {
  test(`a worker script that ${what}: the translator says so and the page keeps working`, withModels, async () => {
    const page = await openWithWorkerScript(script);
    await translateTab(page);
    await assert.rejects(api(page, 'translate', SENTENCE, { model: 'search' }),
      (e) => /translate: the translator stopped working/.test(e.message), 'translate() fails with the reason');
    const shown = await h.waitFor(page, 'the panel\'s message', async () => {
      const r = await api(page, 'getTranslation');
      return r.error ? r : null;
    });
    assert.match(shown.error, /the translator stopped working .*the rest of the page still works/);
    await h.frames(page, 3);
    await h.rect(page, 'translate/error');  // drawn in the panel
    const result = await api(page, 'getResult');
    assert.ok(Array.isArray(result.weights) && result.weights.length > 0, 'getResult() still answers');
    await h.click(page, 'tab/lab');
    assert.equal((await api(page, 'getState')).view.tab, 'lab', 'the tabs still work');
  });
}

test('the first translation does not wait for the models it does not show', withModels, async () => {
  const page = await h.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  // The Transformer's file is held back (the worker's fetch goes through the context's routes).
  await page.context().route('**/assets/models/transformer.bin', async (route) => {
    await held;
    await route.continue();
  });
  await h.open({ page });
  await translateTab(page);
  const shown = await h.waitFor(page, 'RNNsearch\'s translation while the Transformer is held back', async () => {
    const r = await api(page, 'getTranslation');
    return r.translation !== undefined ? r : null;
  }, { timeout: 30000 });
  assert.match(shown.translation, /accord/);
  assert.equal((await api(page, 'translationStatus')).state, 'loading', 'the Transformer is still on its way');
  await h.rect(page, 'translate/model/transformer');  // its radio is drawn meanwhile
  release();
  await h.waitFor(page, 'every model in', async () =>
    (await api(page, 'translationStatus')).state === 'done' || null, { timeout: 30000 });
  const t = await api(page, 'translate', SENTENCE, { model: 'transformer' });
  assert.match(t.translation, /accord/);
});
