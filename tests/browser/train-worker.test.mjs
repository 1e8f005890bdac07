// Training in a Web Worker, in a real browser (web/training-host.js, web/train-worker.js,
// src/worker/train_worker.cpp):
//   - opening the Train tab starts the worker (before Play); while `examples` rises, the main thread's script time stays under half
//     the trainer's work (CDP Performance.getMetrics ScriptDuration: the work is elsewhere) and
//     frames keep coming; behind another tab it trains without drawing frames;
//   - pause holds the update count, resume moves it on, export gives a model file, reset idles;
//   - the bits: three updates of the page's plan give the model file whose hash app_tests pins
//     natively (TrainingRemote.ThreeUpdatesOfThePagePlanArePinned);
//   - a worker killed with terminate() (?debug: attention.__debugKillTrainingWorker) fails the
//     training with a message, the rest of the page keeps working, and Play trains again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const h = useHarness();

// Seconds of script the page's main thread has run (CDP ScriptDuration; TaskDuration would count
// the worker's thread too).
async function mainScriptSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration').value;
}

function fnv1a64(bytes) {
  let hash = 0xcbf29ce484222325n;
  for (const b of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(b)) * 0x100000001b3n);
  return hash;
}

test('training runs in a worker: the main thread stays idle while examples rise; pause, resume, export, reset', async () => {
  const page = await h.open({ query: 'debug=1' });
  assert.equal(await api(page, '_trainingWorkerExists'), false, 'no worker before the Train tab');
  await h.click(page, 'tab/train');
  assert.equal(await api(page, '_trainingWorkerExists'), true, 'the Train tab starts the worker');
  await h.click(page, 'train/play');
  let status = await api(page, 'trainingStatus');
  assert.equal(status.state, 'running');
  assert.equal(await api(page, '_trainingWorkerExists'), true);
  await sleep(3000);  // the worker's module has loaded and warmed up
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = { script: await mainScriptSeconds(cdp), at: Date.now(),
                   status: await api(page, 'trainingStatus'), frames: await api(page, '_frameCount') };
  await sleep(5000);
  status = await api(page, 'trainingStatus');
  const seconds = (Date.now() - before.at) / 1000;
  const mainPerSecond = (await mainScriptSeconds(cdp) - before.script) / seconds;
  const workPerSecond = (status.work_ms - before.status.work_ms) / 1000 / seconds;
  const examplesPerSecond = (status.examples - before.status.examples) / seconds;
  const frames = (await api(page, '_frameCount')) - before.frames;
  console.log(`main thread script ${(mainPerSecond * 1000).toFixed(0)} ms/s; training work ` +
              `${(workPerSecond * 1000).toFixed(0)} ms/s; ${examplesPerSecond.toFixed(0)} examples/s; ` +
              `${(frames / seconds).toFixed(1)} frames/s`);
  assert.ok(examplesPerSecond > 50, `the worker trains: ${examplesPerSecond} examples/s`);
  assert.ok(frames / seconds >= 2, `frames keep coming: ${frames / seconds}/s`);
  // On the main thread, the training work would be part of the main thread's script time; in the
  // worker it is not (both figures slow down alike on a loaded machine).
  assert.ok(mainPerSecond < 0.5 * workPerSecond,
            `main thread ${mainPerSecond} s/s of script while the trainer works ${workPerSecond} s/s`);
  await h.screenshot(page, 'train-worker-running');
  // Behind another tab, training goes on without drawing frames.
  // (_frameCount does not wake the page; other calls do, so none is made while frames are counted.)
  await page.evaluate(() => window.attention.setState({ view: { tab: 'lab' } }));
  const hiddenExamples = (await api(page, 'trainingStatus')).examples;
  await sleep(1000);
  const hiddenFrom = await api(page, '_frameCount');
  await sleep(3000);
  const hiddenFrames = (await api(page, '_frameCount')) - hiddenFrom;
  console.log(`behind the lab tab: ${hiddenFrames} frames in 3 s`);
  assert.ok((await api(page, 'trainingStatus')).examples > hiddenExamples, 'it trains behind another tab');
  assert.ok(hiddenFrames <= 4, `${hiddenFrames} frames in 3 s behind another tab (4 a second on the Train tab)`);
  await page.evaluate(() => window.attention.setState({ view: { tab: 'train' } }));

  status = await api(page, 'pauseTraining');
  assert.equal(status.state, 'paused');
  const pausedAt = status.step;
  await sleep(1000);
  assert.equal((await api(page, 'trainingStatus')).step, pausedAt, 'paused training does not move');
  const exported = await api(page, 'exportTrainedModel');
  assert.ok(exported.bytes > 1000, `exported ${exported.bytes} bytes`);
  status = await api(page, 'startTraining');
  assert.equal(status.state, 'running');
  await sleep(1500);
  assert.ok((await api(page, 'trainingStatus')).step > pausedAt, 'resumed training moves on');
  status = await api(page, 'resetTraining');
  assert.equal(status.state, 'idle');
  assert.equal(status.step, 0);
});

test('the worker gives the native session\'s bits: three updates, the pinned model file, for RNNsearch and the Transformer', async () => {
  const page = await h.open();
  await api(page, 'startTraining', { hidden: 16, batch: 8, seed: 7 });
  await api(page, 'resetTraining');
  let status;
  for (let i = 0; i < 3; ++i) status = await api(page, 'stepTraining');
  assert.equal(status.step, 3);
  assert.equal(status.state, 'paused');
  const exported = await api(page, 'exportTrainedModel');
  const hash = fnv1a64(Buffer.from(exported.base64url, 'base64url'));
  assert.equal(hash.toString(16), 'f9b14783dbdcc3cd', `${exported.bytes} bytes`);
  // The Transformer's.
  await api(page, 'startTraining', { model: 'transformer', hidden: 16, batch: 8, seed: 7 });
  await api(page, 'resetTraining');
  for (let i = 0; i < 3; ++i) status = await api(page, 'stepTraining');
  assert.equal(status.step, 3);
  const tfm = await api(page, 'exportTrainedModel', 'transformer');
  assert.equal(fnv1a64(Buffer.from(tfm.base64url, 'base64url')).toString(16), '8332f2b86af6eb78',
               `${tfm.bytes} bytes`);
});

test('a killed worker fails the training with a message; the page keeps working and trains again', async () => {
  const page = await h.open({ query: 'debug=1' });
  await h.click(page, 'tab/train');
  await api(page, 'startTraining', { seed: 4 });
  await sleep(2000);
  await page.evaluate(() => window.attention.__debugKillTrainingWorker());
  let status = await api(page, 'trainingStatus');
  assert.equal(status.state, 'failed');
  assert.match(status.message, /training worker stopped/);
  assert.equal(await api(page, '_trainingWorkerExists'), false);
  await h.frames(page, 3);
  await h.rect(page, 'train/message');  // the Train tab says so
  await h.screenshot(page, 'train-worker-killed');
  assert.equal(await page.evaluate(() => document.getElementById('error').hidden), true,
               'no error panel: the page itself is fine');
  const result = await api(page, 'getResult');
  assert.ok(Array.isArray(result.weights), 'the lab still computes');
  status = await api(page, 'startTraining');
  assert.equal(status.state, 'running');
  await sleep(3000);
  status = await api(page, 'trainingStatus');
  assert.ok(status.step > 0, `a new worker trains: update ${status.step}`);
  await api(page, 'pauseTraining');
});
