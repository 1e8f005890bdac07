// Exercises with real input: exercise 1 is started from the Exercises tab by a real click and
// solved by a REAL mouse drag of the query arrow on the 2-D canvas; the list and
// attention.exerciseStatus() then say it is done. A wrong prediction in exercise 2, clicked on the
// answer choices, shows the explanation. Exercise 15 is solved on the Explain tab by real clicks
// (the intervention, then a French word). Screenshots at 1280×800 and 390×844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

const h = useHarness();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

async function openPage(contextOptions = {}) {
  const page = await h.open({ contextOptions });
  const api = (fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
  return { page, api };
}

async function startFromTheList(page, id) {
  await h.click(page, 'tab/exercises');
  await h.frames(page, 3);
  await h.click(page, `exercises/start/${id}`);
  await h.frames(page, 3);
}

test('polling the exercises does not redraw the page', async () => {
  const { page, api } = await openPage();
  // Let the page settle: no frame drawn for 500 ms (it renders on demand).
  let before = await api('_frameCount');
  await h.waitFor(page, 'the page to stop drawing', async () => {
    await new Promise((r) => setTimeout(r, 500));
    const now = await api('_frameCount');
    const still = now === before;
    before = now;
    return still;
  }, { frames: 0, pauseMs: 0 });
  for (let i = 0; i < 5; i++) {
    await api('exercises');
    await api('exerciseStatus', 'lab-query-car');
  }
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await api('_frameCount'), before);
});

test('exercise 1: dragging the query solves it; the list and exerciseStatus say done', async () => {
  const { page, api } = await openPage();
  const list0 = await api('exercises');
  assert.equal(list0.length, 15);
  assert.deepStrictEqual(list0[0], { id: 'lab-query-car', title: 'Point the query at car', view: 'lab', done: false, attempts: 0 });
  await startFromTheList(page, 'lab-query-car');
  assert.equal(await api('activeExercise'), 'lab-query-car');
  const s0 = await api('exerciseStatus', 'lab-query-car');
  assert.equal(s0.done, false);
  assert.equal(s0.message, 'car has 0.12; the query points between cat (0.41) and dog (0.41)');
  await h.screenshot(page, 'exercise-1-start-1280');
  // The canvas maps the scene linearly (y up): from the tips of the query (1, 0.5) and of car
  // (−0.6, 0.9), the point (−0.9, 1.35) = 1.5 × car, where car gets 0.70 of the weight.
  const q = await h.rect(page, 'canvas/query');
  const car = await h.rect(page, 'canvas/key/2');
  const sx = (q.cx - car.cx) / 1.6, sy = (q.cy - car.cy) / -0.4;
  const to = { x: q.cx + (-0.9 - 1) * sx, y: q.cy + (1.35 - 0.5) * sy };
  await h.drag(page, { x: q.cx, y: q.cy }, to);
  const result = await api('getResult');
  assert.ok(result.weights[2] >= 0.6, `car's weight after the drag: ${result.weights[2]}`);
  const s1 = await api('exerciseStatus', 'lab-query-car');
  assert.equal(s1.done, true, JSON.stringify(s1));
  assert.match(s1.message, /^car has 0\.\d\d of the weight/);
  await h.rect(page, 'exercise/next');  // the strip offers the next exercise
  await h.screenshot(page, 'exercise-1-done-1280');
  assert.equal((await api('exercises'))[0].done, true);
  await h.click(page, 'tab/exercises');
  await h.rect(page, 'exercises/done/lab-query-car');  // the list shows the mark
  // The progress is kept in localStorage, not in the link.
  const stored = await page.evaluate(() => window.localStorage.getItem('attention.exercises'));
  assert.equal(JSON.parse(stored)['lab-query-car'].done, true);
  assert.ok(!(await api('linkFragment')).includes('exercise'));
});

test('exercise 2: a wrong prediction clicked on the choices shows the explanation', async () => {
  const { page, api } = await openPage();
  await startFromTheList(page, 'lab-scaled-winner');
  await h.click(page, 'exercise/choice/0/1');  // dog before ÷√d
  await h.click(page, 'exercise/choice/1/1');  // dog after
  await h.click(page, 'exercise/check');
  await h.rect(page, 'exercise/message');
  const s = await api('exerciseStatus', 'lab-scaled-winner');
  assert.equal(s.done, false);
  assert.equal(s.attempts, 1);
  assert.match(s.message, /^cat wins both times \(0\.88 before, 0\.49 after\): dividing every score by √d = 4\.00/);
  assert.equal((await api('getScene')).score, 'scaled_dot', 'the lab reveals the scaled score');
  await h.screenshot(page, 'exercise-2-wrong-1280');
});

test('exercise 15: uniform attention at "été" keeps the word, clicked on the Explain tab', async () => {
  // A tall window: the intervention, the three maps and the strip's message on screen at once.
  const { page, api } = await openPage({ viewport: { width: 1280, height: 1600 } });
  await api('startExercise', 'explain-uniform-keeps-word');
  // The models load, then the explanation of the article's sentence is drawn.
  await h.waitFor(page, 'the Explain maps', async () =>
    page.evaluate(() => window.attention._debugItemRect('explain/target/attention/8')), { timeout: 60000 });
  await h.click(page, 'explain/target/attention/4');  // zone: selected, no intervention yet
  const none = await api('exerciseStatus', 'explain-uniform-keeps-word');
  assert.equal(none.done, false);
  await h.click(page, 'explain/intervention/uniform');
  const zone = await h.waitFor(page, 'the check on zone', async () => {
    const s = await api('exerciseStatus', 'explain-uniform-keeps-word');
    return s.message.includes('zone') ? s : null;
  });
  assert.equal(zone.done, false);
  assert.equal(zone.message, 'with uniform weights there, "zone" becomes "semaine": try another word');
  await h.click(page, 'explain/target/attention/8');  // été
  const done = await h.waitFor(page, 'exercise 15 done', async () => {
    const s = await api('exerciseStatus', 'explain-uniform-keeps-word');
    return s.done ? s : null;
  });
  assert.match(done.message, /^with uniform weights there, the model still writes "été"/);
  await h.rect(page, 'exercise/message');  // the strip says it (the last exercise has no Next)
  await h.screenshot(page, 'exercise-15-done-1280');
});

test('bad input: an unknown exercise id is refused with a message', async () => {
  const { page } = await openPage();
  const error = await page.evaluate(() => {
    try { window.attention.startExercise('zebra'); return 'no error'; } catch (e) { return e.message; }
  });
  assert.match(error, /no exercise "zebra"/);
});

test('phone 390×844: the list and the strip', async () => {
  const { page, api } = await openPage(PHONE);
  await api('setState', { view: { tab: 'exercises' } });  // the phone's tab bar scrolls
  await h.frames(page, 3);
  await h.screenshot(page, 'exercises-list-390');
  await api('startExercise', 'lab-scaled-winner');
  await h.frames(page, 4);
  await h.rect(page, 'exercise/check');
  const overflow = await api('_debugLayoutOverflow');
  assert.deepStrictEqual(overflow, [], JSON.stringify(overflow));
  await h.screenshot(page, 'exercise-2-strip-390');
});
