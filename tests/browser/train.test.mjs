// The Train tab in a real browser: a small seeded configuration trains in the page
// with the real Play button; the probe's alignment accuracy (training_probe.h: the share of the
// default probe's French words whose strongest weight is on their English word, teacher-forced)
// rises well above chance (≈ 1/7) while frames keep coming; pause and resume; reset; the
// configuration round-trips through a link; a bad field is refused by name; the exported model
// (the Export button's download and exportTrainedModel give the same bytes) translates the probe
// with the native CLI exactly as the page does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, sleep } from './harness.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const frameCount = (page) => api(page, '_frameCount');

const h = useHarness();

test('Play trains: the probe alignment rises well above chance, frames keep coming; pause, resume, reset', async () => {
  const page = await h.open();
  await h.click(page, 'tab/train');
  await h.click(page, 'train/play');
  let status = await api(page, 'trainingStatus');
  assert.equal(status.state, 'running');
  let best = 0;
  const started = Date.now();
  let frames = await frameCount(page);
  const log = [];
  while (Date.now() - started < 150000) {
    await sleep(2000);
    status = await api(page, 'trainingStatus');
    const now = await frameCount(page);
    // Frames keep coming while it trains: at least 2 per second even on this loaded machine.
    assert.ok(now - frames >= 4, `only ${now - frames} frames in 2 s while training`);
    frames = now;
    const acc = status.probe && status.probe.accuracy;
    log.push(`${((Date.now() - started) / 1000).toFixed(0)} s: update ${status.step}, loss ${status.train_loss && status.train_loss.toFixed(3)}, accuracy ${acc}`);
    if (acc !== null && acc !== undefined) best = Math.max(best, acc);
    if (best >= 0.75) break;
  }
  console.log(log.join('\n'));
  assert.ok(best >= 0.75, `probe accuracy reached only ${best} (chance ≈ 0.14)`);
  assert.ok(status.probe.alignment.length === status.probe.target_tokens.length);
  // The live bottleneck: validation per length bucket (short task: 3 buckets, 100 pairs).
  assert.equal(status.val_buckets.length, 3);
  assert.equal(status.val_buckets.reduce((n, b) => n + b.sentences, 0), 100);
  if (status.step >= 60) {  // a validation ran (every 50 updates)
    assert.ok(typeof status.val_exact === 'number' && status.val_exact >= 0 && status.val_exact <= 1, `val_exact ${status.val_exact}`);
    for (const b of status.val_buckets) assert.ok(typeof b.bleu === 'number', `bucket ${b.lo}-${b.hi}: ${JSON.stringify(b)}`);
  }
  await h.rect(page, 'train/length_chart');
  await h.screenshot(page, 'train-running');

  await h.click(page, 'train/play');  // the same button pauses
  status = await api(page, 'trainingStatus');
  assert.equal(status.state, 'paused');
  const pausedAt = status.step;
  await sleep(1000);
  assert.equal((await api(page, 'trainingStatus')).step, pausedAt, 'paused training does not move');
  status = await api(page, 'startTraining');  // resume (same config)
  assert.equal(status.state, 'running');
  await sleep(1500);
  assert.ok((await api(page, 'trainingStatus')).step > pausedAt, 'resumed training moves on');
  await h.click(page, 'train/reset');
  status = await api(page, 'trainingStatus');
  assert.equal(status.state, 'idle');
  assert.equal(status.step, 0);
});

test('The configuration round-trips through a link; a bad field is refused by name', async () => {
  const page = await h.open();
  const config = { model: 'both', task: 'medium', hidden: 16, lr: 0.005, batch: 8, seed: 42,
                   probe: 'The council signed the law.' };
  let status = await api(page, 'startTraining', config);
  assert.equal(status.models.length, 2);
  await api(page, 'pauseTraining');
  const link = await api(page, 'getLink');
  const other = await h.open({ hash: link.split('#')[1] });
  const state = await api(other, 'getState');
  assert.deepStrictEqual(state.training, config);
  status = await api(other, 'trainingStatus');
  assert.equal(status.state, 'idle', 'the link carries the configuration, not the weights');
  status = await api(other, 'startTraining');
  assert.deepStrictEqual(status.config, config);
  await api(other, 'pauseTraining');

  await assert.rejects(api(page, 'startTraining', { hidden: 48 }), /training\.hidden/);
  assert.match(await api(page, 'banner'), /training\.hidden/);
  assert.deepStrictEqual((await api(page, 'getState')).training, config, 'state unchanged');
});

test('Export: the download and the API give the same model file, and the CLI translates the probe as the page does', async () => {
  const page = await h.open();
  await api(page, 'startTraining', { seed: 3 });
  const started = Date.now();
  let status;
  do {
    await sleep(2000);
    status = await api(page, 'trainingStatus');
  } while (status.step < 150 && Date.now() - started < 90000);
  await api(page, 'pauseTraining');
  await h.click(page, 'tab/train');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }),
                                        h.click(page, 'train/export')]);
  const downloaded = fs.readFileSync(await download.path());
  const exported = await api(page, 'exportTrainedModel');
  assert.equal(download.suggestedFilename(), 'trained-search.bin');
  const bytes = Buffer.from(exported.base64url, 'base64url');
  assert.equal(bytes.length, exported.bytes);
  assert.ok(bytes.equals(downloaded), 'the Export button downloads the same bytes');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ap-train-')), 'trained.bin');
  fs.writeFileSync(file, bytes);
  status = await api(page, 'trainingStatus');
  const probe = (await api(page, 'getState')).training.probe;
  const r = h.cli(['translate', '--model-file', file, '--compact', probe]);
  assert.equal(r.status, 0, r.stderr);
  const cli = JSON.parse(r.stdout);
  const pageTokens = status.probe.target_tokens.filter((t) => t !== '</s>');
  assert.deepStrictEqual(cli.target_tokens, pageTokens);
  console.log(`update ${status.step}: page and CLI both say "${cli.translation}"`);
});

test('The Transformer trains beside RNNsearch: its best head aligns above chance, the head list picks a map, its export translates in the CLI as in the page', async () => {
  const page = await h.open();
  await h.click(page, 'tab/train');
  await h.click(page, 'train/model/search+transformer');
  assert.equal((await api(page, 'getState')).training.model, 'search+transformer');
  await h.click(page, 'train/play');
  const started = Date.now();
  let status, tfm;
  const log = [];
  do {
    await sleep(2000);
    status = await api(page, 'trainingStatus');
    tfm = status.models.find((m) => m.model === 'transformer');
    log.push(`${((Date.now() - started) / 1000).toFixed(0)} s: update ${tfm && tfm.step}, best head's accuracy ${tfm && tfm.probe.accuracy}`);
  } while (!(tfm && tfm.probe.accuracy >= 0.5) && Date.now() - started < 120000);
  console.log(log.join('\n'));
  assert.deepStrictEqual(status.models.map((m) => m.model), ['search', 'transformer']);
  assert.ok(tfm.probe.accuracy >= 0.5, `the Transformer's best head reached only ${tfm.probe.accuracy} (chance ≈ 0.14)`);
  const { cross_attention: cross, best_head: best, head_accuracy: acc } = tfm.probe;
  assert.equal(cross.length, 2);
  assert.equal(cross[0].length, 4);
  assert.equal(acc[best.layer][best.head], tfm.probe.accuracy);
  assert.deepStrictEqual(tfm.probe.alignment, cross[best.layer][best.head]);
  await h.click(page, 'train/play');  // pause
  await h.click(page, 'train/head');
  await h.click(page, 'train/head/6');  // layer 2, head 3
  await h.screenshot(page, 'train-transformer-head');
  assert.equal(await page.evaluate(() => window.attention._debugItemRect('train/head/best')), null,
               'the head list closed on a pick');

  const exported = await api(page, 'exportTrainedModel', 'transformer');
  assert.equal(exported.filename, 'trained-transformer.bin');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ap-train-')), 'transformer.bin');
  fs.writeFileSync(file, Buffer.from(exported.base64url, 'base64url'));
  status = await api(page, 'trainingStatus');
  tfm = status.models.find((m) => m.model === 'transformer');
  const probe = (await api(page, 'getState')).training.probe;
  const r = h.cli(['translate', '--model-file', file, '--compact', probe]);
  assert.equal(r.status, 0, r.stderr);
  const cli = JSON.parse(r.stdout);
  assert.deepStrictEqual(cli.target_tokens, tfm.probe.target_tokens.filter((t) => t !== '</s>'));
  console.log(`Transformer, update ${tfm.step}: page and CLI both say "${cli.translation}"`);
});
