// Real input: a REAL mouse drag of a key arrow on the 2-D canvas and REAL typing in
// a key-table cell change the scene and the weights, and the numbers the page shows equal what the
// native `attention eval` computes for the same scene. Also: a drag is one undo step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';

// The page's result vs `attention eval` on the page's own scene. Native (SSE) and wasm may round
// differently in the last bits, so the comparison allows 2e-6 absolute; share links (tested in
// share-link.test.mjs) must be bit-identical because the same wasm computes both sides.
function compareWithCli(h, scene, result, what) {
  const r = h.cli(['eval', '-', '--compact'], JSON.stringify(scene));
  assert.ok(r.status === 0, `attention eval failed (${r.status}): ${r.stderr}`);
  const cli = JSON.parse(r.stdout);
  for (const field of ['scores', 'weights', 'output']) {
    assert.deepStrictEqual(result[field].length, cli[field].length, `${what}: length of ${field}`);
    let maxDiff = 0;
    for (let i = 0; i < cli[field].length; i++)
      maxDiff = Math.max(maxDiff, Math.abs(result[field][i] - cli[field][i]));
    assert.ok(maxDiff <= 2e-6 * Math.max(1, ...cli[field].map(Math.abs)),
           `${what}: ${field} differs from attention eval by ${maxDiff}\n page ${JSON.stringify(result[field])}\n cli  ${JSON.stringify(cli[field])}`);
  }
  return cli;
}

const h = useHarness();

// A fresh page with the default scene, and api(name, ...args) calling window.attention on it.
async function openLab() {
  const page = await h.open();
  const api = (fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
  return { page, api };
}

test('the default scene matches attention eval', async () => {
  const { api } = await openLab();
  compareWithCli(h, await api('getScene'), await api('getResult'), 'default scene');
});

test('dragging a key arrow on the canvas changes that key and the weights', async () => {
  const { page, api } = await openLab();
  const scene0 = await api('getScene');
  const result0 = await api('getResult');
  const canvas = await h.rect(page, 'canvas');
  const key = await h.rect(page, 'canvas/key/0');
  // Drag towards the canvas centre area by a visible amount, staying inside the canvas.
  const to = {
    x: Math.min(canvas.x + canvas.w - 10, Math.max(canvas.x + 10, key.cx + (key.cx < canvas.cx ? 70 : -70))),
    y: Math.min(canvas.y + canvas.h - 10, Math.max(canvas.y + 10, key.cy + (key.cy < canvas.cy ? 50 : -50))),
  };
  await h.drag(page, { x: key.cx, y: key.cy }, to);
  const scene1 = await api('getScene');
  const result1 = await api('getResult');
  assert.ok(JSON.stringify(scene1.keys[0]) !== JSON.stringify(scene0.keys[0]),
         `key 0 did not move: ${JSON.stringify(scene0.keys[0])}`);
  for (let i = 1; i < scene0.keys.length; i++)
    assert.deepStrictEqual(scene1.keys[i], scene0.keys[i], `key ${i} after dragging key 0`);
  assert.ok(JSON.stringify(result1.weights) !== JSON.stringify(result0.weights), 'weights did not change');
  compareWithCli(h, scene1, result1, 'after the drag');
  await h.screenshot(page, 'lab-after-drag');

  // One drag = one undo step.
  assert.deepStrictEqual(await api('undo'), true, 'undo after the drag');
  assert.deepStrictEqual((await api('getScene')).keys[0], scene0.keys[0], 'key 0 after one undo');
  assert.deepStrictEqual(await api('redo'), true, 'redo');
  assert.deepStrictEqual((await api('getScene')).keys[0], scene1.keys[0], 'key 0 after redo');
});

test('typing a number in a key cell changes the weights', async () => {
  const { page, api } = await openLab();
  const scene0 = await api('getScene');
  const result0 = await api('getResult');
  await h.click(page, 'keys/1/0');  // press and release: the cell switches to text input
  await h.frames(page, 2);
  await page.keyboard.press('Control+A');
  await h.frames(page, 1);
  await page.keyboard.type('2.5', { delay: 30 });
  await h.frames(page, 1);
  await page.keyboard.press('Enter');
  await h.frames(page, 3);
  const scene1 = await api('getScene');
  assert.deepStrictEqual(scene1.keys[1][0], 2.5, 'keys[1][0] after typing 2.5');
  assert.deepStrictEqual(scene1.keys[1].slice(1), scene0.keys[1].slice(1), 'the rest of key 1');
  const result1 = await api('getResult');
  assert.ok(JSON.stringify(result1.weights) !== JSON.stringify(result0.weights), 'weights did not change');
  compareWithCli(h, scene1, result1, 'after typing');
});

test('typing garbage shows the banner and keeps the scene; the app stays usable', async () => {
  const { page, api } = await openLab();
  const scene0 = await api('getScene');
  await h.click(page, 'keys/1/1');
  await h.frames(page, 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('abc', { delay: 30 });
  await page.keyboard.press('Enter');
  await h.frames(page, 3);
  assert.deepStrictEqual(await api('getScene'), scene0, 'scene after typing "abc"');
  const banner = await api('banner');
  assert.ok(banner.length > 0, 'no banner after typing "abc"');
  await h.screenshot(page, 'lab-bad-input');
});

test('setScene: good JSON applies, bad JSON throws a clear error and changes nothing', async () => {
  const { page, api } = await openLab();
  const scene = { score: 'scaled_dot', temperature: 0.5, query: [1, 0],
                  keys: [[1, 0], [0, 1], [-1, 0]], values: [[1, 2], [3, 4], [5, 6]] };
  assert.deepStrictEqual(await api('setScene', scene), true, 'setScene(object)');
  const got = await api('getScene');
  assert.deepStrictEqual([got.score, got.keys.length], ['scaled_dot', 3], 'scene after setScene');
  compareWithCli(h, got, await api('getResult'), 'after setScene');
  const before = await api('getState');
  const bad = await page.evaluate(() => {
    try { window.attention.setScene('{"query": [1, 2], "keys": [[1]], "values": [[1]]}'); return 'no error'; }
    catch (e) { return e.message; }
  });
  assert.ok(/setScene: .*keys/.test(bad), `setScene error message: ${bad}`);
  const notJson = await page.evaluate(() => {
    try { window.attention.setScene('{"query": [NaN]'); return 'no error'; } catch (e) { return e.message; }
  });
  assert.ok(/malformed JSON/.test(notJson), `setScene error for malformed JSON: ${notJson}`);
  assert.deepStrictEqual(await api('getState'), before, 'state after the rejected setScene calls');
});
