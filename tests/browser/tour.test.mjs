// The guided tour in a real browser: a tour step's share link opened in a fresh
// page shows the tour tab at that step; real clicks step through it and its buttons jump to the
// demos; screenshots of steps are not blank (also in Chinese).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

const h = useHarness();
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

// The share link of the tour at step 5 (index 4), made in a page of its own.
async function step5Link() {
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour' }, demos: { tour_step: 4 } });
  await h.frames(p, 3);
  const link = await api(p, 'linkFragment');
  await p.context().close();
  return link;
}

test('a tour step link opens the tour tab at that step', async () => {
  const link = await step5Link();

  const fresh = await h.open({ hash: link });
  await h.frames(fresh, 3);
  const s = await api(fresh, 'getState');
  assert.deepStrictEqual(s.view.tab, 'tour', 'tab from the link');
  assert.deepStrictEqual(s.demos.tour_step, 4, 'step from the link');
  // The tour tab is really drawn, at step 5 (index 4): its own widgets are on screen.
  await h.rect(fresh, 'tab/tour');
  await h.rect(fresh, 'tour/content');
  await h.rect(fresh, 'tour/self_sentence');  // only step 5 has this field
  await h.screenshot(fresh, 'tour-step5');
});

test('real clicks on Next / Previous / a step number move through the tour', async () => {
  const p = await h.open({ hash: await step5Link() });
  await h.click(p, 'tour/next');
  assert.deepStrictEqual((await api(p, 'getState')).demos.tour_step, 5, 'after Next');
  await h.click(p, 'tour/prev');
  await h.click(p, 'tour/prev');
  assert.deepStrictEqual((await api(p, 'getState')).demos.tour_step, 3, 'after Previous twice');
  await h.click(p, 'tour/step/7');
  await h.frames(p, 3);
  assert.deepStrictEqual((await api(p, 'getState')).demos.tour_step, 6, 'after clicking 7');
  await h.screenshot(p, 'tour-step7');
});

test('step 4 shows the live lab numbers; its button opens the lab', async () => {
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour' }, demos: { tour_step: 3 } });
  await h.frames(p, 3);
  await h.rect(p, 'tour/query/0');
  await h.click(p, 'tour/open');
  assert.deepStrictEqual((await api(p, 'getState')).view.tab, 'lab', 'tab after "Open the vector lab"');
});

test('the tour in Chinese renders (font loaded) and is not blank', async () => {
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour', language: 'zh' }, demos: { tour_step: 0 } });
  await h.waitFor(p, 'the Chinese UI', async () => (await api(p, '_displayLanguage')) === 'zh');
  await h.frames(p, 3);
  await h.screenshot(p, 'tour-step1-zh');
});
