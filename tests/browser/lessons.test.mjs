// Lessons in a real browser (docs/lessons.md): a teacher records a three-step lesson with real
// clicks and typing (a key's number typed, a tab clicked, each step's text typed), copies its link
// with the panel's button, and a fresh page opened at that link shows step 1; Next and Previous
// (real clicks) apply each step's state bit for bit with its text. A broken lesson link keeps the
// student's state and says why; a lesson.json opened through the real file picker plays; a
// broken file keeps the state; lessonStatus() does not make the page draw; the strip and the
// recorder fit a 390×844 phone. Screenshots: artifacts/lesson-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const h = useHarness();
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

// Scrolls the recorder with the mouse wheel until widget `id` is on screen (on a phone the
// recorder is a scrolling box of at most 45 % of the screen), then clicks it.
async function reachAndClick(page, id) {
  for (const dy of [0, 120, 120, 120, 120, 120, 120, -240, -240, -240, -240, -240, -240]) {
    if (dy) {
      const box = await h.rect(page, 'lesson/recorder');
      await page.mouse.move(box.cx, box.cy);
      await page.mouse.wheel(0, dy);
      await h.frames(page, 3);
    }
    if (await page.evaluate((w) => window.attention._debugItemRect(w), id)) return h.click(page, id);
  }
  return h.click(page, id);  // throws, naming what is on screen
}

// Clicks a text field and types into it (one key at a time, as a person does).
async function typeInto(page, id, text) {
  await reachAndClick(page, id);
  await h.frames(page, 2);
  await page.keyboard.type(text, { delay: 20 });
  await h.frames(page, 2);
}

// Scrolls the tab's content with the mouse wheel until widget `id` is on screen (on a phone the
// lab is one column, canvas first, so the key table is below the first screen). The wheel turns
// near the content's top, away from the recorder at the bottom.
async function reachInContent(page, id) {
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((w) => window.attention._debugItemRect(w), id)) return;
    const content = await h.rect(page, 'content');
    await page.mouse.move(content.cx, content.y + 30);
    await page.mouse.wheel(0, 200);
    await h.frames(page, 3);
  }
}

// Types a number into a lab cell (press, then the cell is a text field).
async function typeCell(page, id, text) {
  await reachInContent(page, id);
  await h.click(page, id);
  await h.frames(page, 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text, { delay: 20 });
  await page.keyboard.press('Enter');
  await h.frames(page, 3);
}

const TEXTS = ['Look at the four weights.', 'Key 2 moved: which weight grew?', 'Now three queries at once.'];
const CHECK = '{"kind": "lab_weight_at_least", "key": "dog", "min": 0.5}';

// Records the lesson in a teacher's page; returns {page, link, states}.
async function recordLesson(contextOptions = {}) {
  const page = await h.open({ contextOptions: { ...CLIPBOARD, ...contextOptions } });
  // On a phone the toolbar's Lesson button is in its "… More" menu.
  if (await page.evaluate(() => window.attention._debugItemRect('toolbar/more'))) await h.click(page, 'toolbar/more');
  await h.click(page, 'toolbar/lesson');
  await h.rect(page, 'lesson/recorder');
  await typeInto(page, 'lesson/title', 'Scores and weights');
  const states = [];

  await typeInto(page, 'lesson/step_text', TEXTS[0]);
  await reachAndClick(page, 'lesson/add');
  states.push(await api(page, 'getState'));

  await typeCell(page, 'keys/1/0', '2.5');
  assert.deepStrictEqual((await api(page, 'getScene')).keys[1][0], 2.5, 'the typed key value');
  await typeInto(page, 'lesson/step_text', TEXTS[1]);
  await typeInto(page, 'lesson/check_json', CHECK);
  await reachAndClick(page, 'lesson/add');
  states.push(await api(page, 'getState'));

  // A click at the centre of the recorded tab rect (only its shown part, ui/tab_bar_rects.h): the
  // painting tab, the lab's left neighbour (on a phone its right one is under the scroll arrows).
  const tab = await h.rect(page, 'tab/painting');
  await page.mouse.move(tab.cx, tab.cy);
  await h.frames(page, 1);  // ImGui 1.86 reads the mouse once a frame: move, press, release
  await page.mouse.down();
  await h.frames(page, 1);
  await page.mouse.up();
  await h.frames(page, 3);
  assert.deepStrictEqual((await api(page, 'getState')).view.tab, 'painting', 'tab after the click');
  await typeInto(page, 'lesson/step_text', TEXTS[2]);
  await reachAndClick(page, 'lesson/add');
  states.push(await api(page, 'getState'));

  const status = await api(page, 'lessonStatus');
  assert.deepStrictEqual([status.steps, status.title], [3, 'Scores and weights'], 'recorded');
  const json = JSON.parse(await api(page, 'lessonJson'));
  assert.deepStrictEqual(json.steps.map((s) => s.text), TEXTS, 'the typed texts');
  assert.deepStrictEqual(json.steps[1].check, JSON.parse(CHECK), 'the typed check');
  assert.deepStrictEqual(json.steps.map((s) => s.state), states, 'each step holds its state');

  await reachAndClick(page, 'lesson/copy_link');
  const link = await api(page, 'lessonLink');
  const copied = await page.waitForFunction(
    (l) => navigator.clipboard.readText().then((t) => (t === l ? t : null)), link, { timeout: 5000 })
    .then((r) => r.jsonValue()).catch(() => page.evaluate(() => navigator.clipboard.readText()));
  assert.deepStrictEqual(copied, link, 'Copy lesson link puts the lesson link on the clipboard');
  assert.ok(link.startsWith(h.base) && link.includes('#lesson1.'), `link: ${link.slice(0, 60)}…`);
  return { page, link, states };
}

// A three-step lesson made through the page API (fast), for the cases that need only its link.
async function lessonByApi() {
  const page = await h.open();
  await api(page, 'lessonSetTitle', 'By the API');
  for (const tab of ['lab', 'batched', 'tour']) {
    await api(page, 'setState', { view: { tab } });
    await api(page, 'lessonRecordStep', `the ${tab} tab`);
  }
  const link = await api(page, 'lessonLink');
  await page.context().close();
  return link;
}

async function expectStep(page, k, states) {
  const status = await api(page, 'lessonStatus');
  assert.deepStrictEqual([status.active, status.step, status.steps, status.text],
                         [true, k, 3, TEXTS[k - 1]], `status at step ${k}`);
  assert.deepStrictEqual(await api(page, 'getState'), states[k - 1], `the state of step ${k}`);
  await h.rect(page, 'lesson/strip');
  return status;
}

test('record three steps, copy the link, open it and step through with Next / Previous', async () => {
  const { page: teacher, link, states } = await recordLesson();
  await h.screenshot(teacher, 'lesson-recorder');

  const student = await h.newPage();
  await student.goto(link, { waitUntil: 'load' });
  await h.waitReady(student);
  await h.frames(student, 3);
  await expectStep(student, 1, states);
  await h.screenshot(student, 'lesson-step1');
  await h.click(student, 'lesson/next');
  const s2 = await expectStep(student, 2, states);
  assert.deepStrictEqual(s2.check.kind, 'lab_weight_at_least', 'step 2 has its check');
  assert.strictEqual(typeof s2.check.passed, 'boolean');
  assert.ok(s2.check.message.length > 0, 'the check says something');
  await h.rect(student, 'lesson/check');
  await h.screenshot(student, 'lesson-step2');
  await h.click(student, 'lesson/next');
  await expectStep(student, 3, states);
  await h.screenshot(student, 'lesson-step3');
  await h.click(student, 'lesson/prev');
  await expectStep(student, 2, states);
  // One undo step per lesson step: Ctrl+Z goes back to step 3's state.
  await student.keyboard.press('Control+Z');
  await h.frames(student, 3);
  assert.deepStrictEqual(await api(student, 'getState'), states[2], 'undo after Previous');
  await h.click(student, 'lesson/close');
  assert.deepStrictEqual((await api(student, 'lessonStatus')).active, false, 'closed');
  await assert.rejects(h.rect(student, 'lesson/strip'), /not on screen/, 'the strip is gone');
});

test('a phone (390×844): the recorder and the strip fit, Next works', async () => {
  const { page: teacher, link, states } = await recordLesson(PHONE);
  assert.deepStrictEqual(await api(teacher, '_debugLayoutOverflow'), [], 'recorder cut off');
  await h.screenshot(teacher, 'lesson-recorder-phone');
  const student = await h.open({ hash: link.split('#')[1], contextOptions: PHONE });
  await h.frames(student, 3);
  await expectStep(student, 1, states);
  await h.click(student, 'lesson/next');
  await expectStep(student, 2, states);
  assert.deepStrictEqual(await api(student, '_debugLayoutOverflow'), [], 'strip cut off');
  const strip = await h.rect(student, 'lesson/strip');
  assert.ok(strip.h < 844 * 0.36, `the strip takes ${strip.h} of 844 px`);
  await h.rect(student, 'tab/lab');  // the tabs are still on screen below it
  await h.screenshot(student, 'lesson-step2-phone');
});

test('a broken or newer lesson link keeps the state and says why', async () => {
  const fragment = (await lessonByApi()).split('#')[1];
  for (const [bad, message] of [
    [fragment.slice(0, -6), /lesson link: (damaged|truncated|malformed)/],
    ['lesson2.' + fragment.slice(8), /lesson link version 2 is newer than this app \(1\)/]]) {
    const p = await h.open({ hash: bad });
    await h.frames(p, 3);
    assert.match(await api(p, 'banner'), message);
    await h.rect(p, 'banner');
    assert.deepStrictEqual((await api(p, 'lessonStatus')).active, false, 'no lesson');
    const fresh = await h.open();
    assert.deepStrictEqual(await api(p, 'getState'), await api(fresh, 'getState'), 'default state');
    await p.context().close();
    await fresh.context().close();
  }
  // loadLesson on a page with work in it: the work stays.
  const p = await h.open();
  await api(p, 'setState', { view: { tab: 'tour' } });
  const before = await api(p, 'getState');
  const error = await p.evaluate((t) => {
    try { window.attention.loadLesson(t); return 'no error'; } catch (e) { return e.message; }
  }, 'lesson1.AAAA');
  assert.match(error, /^loadLesson: lesson link/);
  assert.deepStrictEqual(await api(p, 'getState'), before, 'state after a refused lesson');
  await h.screenshot(p, 'lesson-refused');
});

test('Open a lesson file: the real file picker opens lesson.json; a broken file keeps the state', async () => {
  const teacher = await h.open();
  await api(teacher, 'lessonSetTitle', 'From a file');
  await api(teacher, 'lessonRecordStep', 'Step one');
  await api(teacher, 'setState', { view: { tab: 'batched' } });
  await api(teacher, 'lessonRecordStep', 'Step two', { kind: 'batched_shared_winner' });
  const file = await api(teacher, 'lessonJson');
  await teacher.context().close();

  const student = await h.open();
  await api(student, 'setState', { view: { tab: 'tour' } });
  const before = await api(student, 'getState');
  await h.click(student, 'toolbar/lesson');
  await h.rect(student, 'lesson/recorder');
  const pick = async (name, text) => {
    const chooser = student.waitForEvent('filechooser', { timeout: 10000 });
    await reachAndClick(student, 'lesson/open_file');
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  };
  await pick('broken.json', '{"format": "attention-lesson", "version": 1, "steps": [');
  const banner = await h.waitFor(student, 'the banner', () => api(student, 'banner'));
  assert.match(banner, /^lesson: /);
  assert.deepStrictEqual(await api(student, 'getState'), before, 'state after a broken file');
  assert.equal((await api(student, 'lessonStatus')).active, false);
  // Over the limit: the banner names it. (Through the picker the file's own bytes count, not
  // their JSON escapes: attention.loadLesson would refuse this one, 1 MiB of quotes as copied.)
  await api(student, 'loadLink', await api(student, 'linkFragment'));  // clears the banner
  await pick('large.json', '{"title": "' + '"'.repeat(1024 * 1024));
  const large = await h.waitFor(student, 'the banner', () => api(student, 'banner'));
  assert.equal(large, 'lesson: the file is larger than the limit of 1048576 bytes');
  assert.deepStrictEqual(await api(student, 'getState'), before, 'state after a large file');
  await pick('lesson.json', file);
  const status = await h.waitFor(student, 'the lesson from the file', async () => {
    const st = await api(student, 'lessonStatus');
    return st.active ? st : null;
  });
  assert.deepStrictEqual([status.title, status.step, status.steps, status.text],
                         ['From a file', 1, 2, 'Step one']);
  await h.click(student, 'lesson/next');
  assert.equal((await api(student, 'getState')).view.tab, 'batched');
});

test('lessonStatus() does not make the page draw', async () => {
  const link = await lessonByApi();
  const p = await h.open({ hash: link.split('#')[1] });
  const count = () => p.evaluate(() => window.attention._frameCount());
  let last = await count();
  for (let quiet = 0; quiet < 10;) {  // until 1 s without a frame
    await sleep(100);
    const now = await count();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  const status = await p.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 20; i++) {
      out.push(window.attention.lessonStatus());
      await new Promise((r) => setTimeout(r, 25));
    }
    return out;
  });
  await sleep(300);
  assert.deepStrictEqual(await count(), last, 'frames drawn while polling lessonStatus');
  assert.deepStrictEqual(status.at(-1).step, 1);
});
