// The <attention-playground> element on a course page of ANOTHER origin (web/embed.js, the page's
// side web/embed-host-bridge.js, docs/embedding.md). The playground is served by the harness
// (origin A = http://127.0.0.1:<p1>); the host pages by a second server (origin B, another port);
// a third server (origin C) plays a stranger's frame. Checked:
//   - ready arrives; a real click in the iframe and setLink give statechange with the link;
//   - setTab, the tab attribute and setLink change the view without a reload (a variable set in
//     the iframe's window survives); a bad link gives the banner, keeps the state and an error event;
//   - exercisecomplete for an exercise solved in the frame through the exercise API; lessonstep
//     from a real lesson, recorded in the frame and given to the element's `lesson` attribute;
//   - commands from a stranger (origin C), from a same-origin frame that is not the parent, and of
//     the wrong shape are ignored, each kind with exactly one console warning, and nothing throws;
//   - height="auto" follows the content at phone width; an idle embed draws no frames;
//   - screenshots: dist/embed.html at 1280×800, one embed at 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useHarness, sleep } from './harness.mjs';
import { startServer } from '../support/static-server.mjs';

const h = useHarness();
let hostDir;
let hostServer;
let strangerServer;
let B;  // the host pages' origin
let C;  // the stranger's origin

// A course page of origin B: one element whose attributes come from this page's query string
// (?a.<name>=<value>); every event it dispatches is kept in window.events.
function hostPage(A) {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="${A}embed.js"></script>
<link rel="icon" href="data:,">
<style>body{margin:0;padding:8px;font:14px sans-serif}</style></head><body>
<p>Course page</p>
<attention-playground id="pg"></attention-playground>
<script>
  window.events = [];
  const pg = document.getElementById('pg');
  for (const [k, v] of new URLSearchParams(location.search)) if (k.startsWith('a.')) pg.setAttribute(k.slice(2), v);
  for (const t of ['ready', 'statechange', 'exercisecomplete', 'lessonstep', 'resize', 'error'])
    pg.addEventListener(t, (e) => window.events.push({ ...e.detail, isCustom: e instanceof CustomEvent }));
</script></body></html>`;
}

// The stranger: a page of origin C, framed inside the playground's page, that posts a well-formed
// command to the playground. (A sibling frame cannot reach it: the element's iframe is in a
// shadow tree, which window.frames leaves out.)
const STRANGER = `<!doctype html><meta charset="utf-8"><script>
  const msg = { source: 'attention-playground-host', type: 'setTab', tab: 'painting' };
  window.attack = () => parent.postMessage(msg, '*');
</script>`;

before(async () => {
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-embed-host-'));
  fs.mkdirSync(path.join(hostDir, 'c'));
  fs.writeFileSync(path.join(hostDir, 'c', 'stranger.html'), STRANGER);
  hostServer = await startServer(hostDir, 0);
  strangerServer = await startServer(hostDir, 0);
  B = `http://127.0.0.1:${hostServer.address().port}/`;
  C = `http://127.0.0.1:${strangerServer.address().port}/`;
});
after(async () => {
  for (const s of [hostServer, strangerServer]) if (s) await new Promise((r) => s.close(r));
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

// Opens the host page with the element's attributes; waits for its ready event. Returns
// {page, frame, warnings} (warnings: the console warnings of every frame, as they come).
async function openHost(attrs, contextOptions = {}) {
  fs.writeFileSync(path.join(hostDir, 'host.html'), hostPage(h.base));
  const page = await h.newPage(contextOptions);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  const query = new URLSearchParams(Object.entries(attrs).map(([k, v]) => ['a.' + k, v]));
  await page.goto(`${B}host.html?${query}`, { waitUntil: 'load' });
  await waitEvent(page, (e) => e.type === 'ready', 'ready', 90000);
  const frame = page.frames().find((f) => f.url().startsWith(h.base));
  assert.ok(frame, `no frame of ${h.base}: ${page.frames().map((f) => f.url()).join(', ')}`);
  return { page, frame, warnings };
}

async function waitEvent(page, predicate, what, timeout = 15000) {
  const t0 = Date.now();
  for (;;) {
    const events = await page.evaluate(() => window.events);
    const hit = events.find(predicate);
    if (hit) return hit;
    if (Date.now() - t0 > timeout) {
      throw new Error(`no ${what} event; got ${JSON.stringify(events.map((e) => e.type))}`);
    }
    await sleep(100);
  }
}

const inFrame = (frame, fn, ...args) => frame.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const viewTab = async (frame) => (await inFrame(frame, 'getState')).view.tab;

async function waitTab(frame, tab) {
  const t0 = Date.now();
  while ((await viewTab(frame)) !== tab) {
    if (Date.now() - t0 > 10000) throw new Error(`tab stayed ${await viewTab(frame)}, wanted ${tab}`);
    await sleep(50);
  }
}

// A real click on a widget inside the iframe: its rect in the frame plus the iframe's position.
async function clickInFrame(page, frame, id) {
  const r = await frame.evaluate((wid) => window.attention._debugItemRect(wid), id);
  assert.ok(r, `widget ${id} not drawn in the frame`);
  const box = await page.locator('attention-playground iframe').boundingBox();
  const x = box.x + r.x + r.w / 2;
  const y = box.y + r.y + r.h / 2;
  const frameOnce = () => frame.evaluate(() => window.attention.requestFrame());
  await page.mouse.move(x, y);
  await frameOnce();
  await page.mouse.down();
  await frameOnce();
  await page.mouse.up();
  for (let i = 0; i < 3; i++) await frameOnce();
}

test('ready, a real click gives statechange, commands change the view without a reload', async () => {
  const { page, frame } = await openHost({ tab: 'lab', chrome: 'on', height: '640' });
  const ready = (await page.evaluate(() => window.events)).find((e) => e.type === 'ready');
  assert.equal(ready.source, 'attention-playground');
  assert.equal(ready.isCustom, true);
  assert.equal(ready.version, 1);
  assert.ok(ready.link.startsWith(h.base), `ready.link ${ready.link}`);
  // The iframe: a title, the declared host, the chrome on (no ?embed=1).
  const iframe = page.locator('attention-playground iframe');
  assert.equal(await iframe.getAttribute('title'), 'Attention Playground');
  const src = new URL(await iframe.getAttribute('src'));
  assert.equal(src.searchParams.get('host'), B.slice(0, -1));
  assert.equal(src.searchParams.has('embed'), false);
  await frame.evaluate(() => { window.__marker = 'kept'; });

  await clickInFrame(page, frame, 'tab/translate');
  const change = await waitEvent(page, (e) => e.type === 'statechange' && e.tab === 'translate',
                                 'statechange to translate');
  const fragment = await frame.evaluate(() => location.hash.slice(1));
  assert.equal(change.link, `${h.base}#${fragment}`, 'statechange.link is the standalone page + the fragment');

  await page.evaluate(() => document.getElementById('pg').setTab('heads'));
  await waitTab(frame, 'heads');
  await page.evaluate(() => { document.getElementById('pg').tab = 'bottleneck'; });
  await waitTab(frame, 'bottleneck');
  assert.equal(await page.evaluate(() => document.getElementById('pg').getAttribute('tab')), 'bottleneck');
  await waitEvent(page, (e) => e.type === 'statechange' && e.tab === 'bottleneck', 'statechange to bottleneck');
  const bottleneckLink = await inFrame(frame, 'getLink');

  // chrome off, then on again: the tab bar goes and comes back, still no reload.
  await page.evaluate(() => document.getElementById('pg').setAttribute('chrome', 'off'));
  await h.waitFor(page, 'the tab bar to go', async () => (await inFrame(frame, 'getState')).view.embed === true, { frames: 0 });
  await page.evaluate(() => document.getElementById('pg').setAttribute('chrome', 'on'));
  await h.waitFor(page, 'the tab bar to return', async () => (await inFrame(frame, 'getState')).view.embed === false, { frames: 0 });

  await page.evaluate(() => document.getElementById('pg').setTab('lab'));
  await waitTab(frame, 'lab');
  await page.evaluate((l) => document.getElementById('pg').setLink(l), bottleneckLink);
  await waitTab(frame, 'bottleneck');
  assert.equal(await frame.evaluate(() => window.__marker), 'kept', 'the iframe reloaded');
  assert.equal(await page.evaluate(() => document.getElementById('pg').link), bottleneckLink);

  // A bad link: the app's banner, the state kept, an error event naming the command.
  const before = await inFrame(frame, 'getState');
  await page.evaluate(() => document.getElementById('pg').setLink('v1.not-a-link'));
  const error = await waitEvent(page, (e) => e.type === 'error', 'error');
  assert.equal(error.command, 'setLink');
  assert.ok(error.message.length > 0);
  assert.notEqual(await inFrame(frame, 'banner'), '', 'banner after a bad link');
  assert.deepEqual(await inFrame(frame, 'getState'), before, 'state after a bad link');
  assert.equal(await frame.evaluate(() => window.__marker), 'kept');
  await h.screenshot(page, 'embed-host-chrome');
});

// The page polls the app while framed (web/embed-host-bridge.js) with reads that do not wake it:
// an idle embedded playground draws no frames, as a standalone one does not.
test('an idle embed draws no frames while the page polls it', async () => {
  const { frame } = await openHost({ tab: 'lab', height: 'auto' });
  await sleep(1500);  // the first frames after ready, the first resize
  const before = await inFrame(frame, '_frameCount');
  await sleep(2000);  // five polls
  assert.equal(await inFrame(frame, '_frameCount'), before, 'frames drawn while idle');
});

test('language and theme attributes reach the page', async () => {
  const { page, frame } = await openHost({ tab: 'lab', theme: 'light' });
  await h.waitFor(page, 'theme light', async () => (await inFrame(frame, 'getState')).view.theme === 'light', { frames: 0 });
  await page.evaluate(() => { const pg = document.getElementById('pg'); pg.theme = 'dark'; pg.lang = 'zh'; });
  await h.waitFor(page, 'theme dark and zh', async () => {
    const v = (await inFrame(frame, 'getState')).view;
    return v.theme === 'dark' && v.language === 'zh';
  }, { frames: 0 });
});

// An exercise solved inside the frame through the page's exercise API (src/app/exercises/
// exercise_api.h): "Flatten with τ" (change only τ until every weight is within 0.05 of 1/4). The
// start scene's scores are 1.1, 1.1, −0.15, −0.8; at τ = 3 the weights are 0.324, 0.324, 0.214,
// 0.138 (0.112 from uniform: not yet), at τ = 10 they are 0.270, 0.270, 0.238, 0.223 (done).
test('exercisecomplete: an exercise started by the element and solved in the frame', async () => {
  const { page, frame } = await openHost({ tab: 'lab' });
  const id = 'lab-temperature-uniform';
  assert.equal(await frame.evaluate(() => typeof window.attention.exerciseStatus), 'function',
               'this build has no exercise API');
  await page.evaluate((x) => document.getElementById('pg').startExercise(x), id);
  await h.waitFor(page, 'the exercise to open', async () => (await inFrame(frame, 'activeExercise')) === id, { frames: 0 });
  const setTemperature = (t) => frame.evaluate((tau) => {
    const scene = window.attention.getScene();
    scene.temperature = tau;
    window.attention.setScene(scene);
  }, t);
  assert.ok((await inFrame(frame, 'exerciseHint', id)).length > 0);
  await setTemperature(3);
  assert.equal((await inFrame(frame, 'checkExercise', id)).done, false, 'τ = 3 is not flat enough');
  await sleep(900);  // polls see it open
  await setTemperature(10);
  await inFrame(frame, 'checkExercise', id);
  const done = await waitEvent(page, (e) => e.type === 'exercisecomplete', 'exercisecomplete');
  const status = await inFrame(frame, 'exerciseStatus', id);
  assert.equal(status.done, true);
  assert.deepEqual({ id: done.id, hints_used: done.hints_used }, { id, hints_used: 1 });
  // The event carries the attempts at completion: the page's own poll may see τ = 10 done before
  // the explicit check above counts one more attempt, so the status may be one ahead.
  assert.ok(done.attempts >= 1 && done.attempts <= status.attempts,
            `attempts ${done.attempts} at completion, ${status.attempts} now`);
  await sleep(1000);  // later polls: still done, no second event
  assert.equal((await page.evaluate(() => window.events)).filter((e) => e.type === 'exercisecomplete').length, 1);
});

// lessonstep, from the build's own lessons: a four-step lesson is recorded in one frame, its link
// goes to the element's `lesson` attribute (a loadLesson command), then the frame moves to step 3.
test('lessonstep from a real lesson given to the lesson attribute', async () => {
  const { page, frame } = await openHost({ tab: 'lab' });
  const fragment = await frame.evaluate(() => {
    const a = window.attention;
    a.lessonClear();
    for (const tab of ['lab', 'batched', 'painting', 'tour']) {
      a.setState({ view: { tab } });
      a.lessonRecordStep(`the ${tab} tab`);
    }
    const f = a.lessonLinkFragment();
    a.lessonClear();
    return f;
  });
  assert.match(fragment, /^#?lesson1\./, 'a lesson link');
  await page.evaluate((f) => { document.getElementById('pg').lesson = f; }, fragment);
  const first = await waitEvent(page, (e) => e.type === 'lessonstep', 'lessonstep');
  assert.deepEqual([first.step, first.steps], [1, 4]);
  await frame.evaluate(() => window.attention.lessonGo(3));
  const second = await waitEvent(page, (e) => e.type === 'lessonstep' && e.step === 3, 'lessonstep 3');
  assert.equal(second.steps, 4);
  assert.equal((await frame.evaluate(() => window.attention.getState())).view.tab, 'painting', 'step 3 applied');
});

test('commands from a stranger, a non-parent frame or of a wrong shape are ignored, one warning each', async () => {
  const { page, frame, warnings } = await openHost({ tab: 'lab' });
  const errorsBefore = h.consoleErrors.length;
  await frame.evaluate(() => { window.__marker = 'kept'; });
  // Origin C: a frame of another origin posts a well-formed setTab to the playground, three times.
  await frame.evaluate((url) => new Promise((resolve) => {
    const f = document.createElement('iframe');
    f.src = url;
    f.style.display = 'none';
    f.onload = resolve;
    document.body.appendChild(f);
  }), `${C}c/stranger.html`);
  const stranger = page.frames().find((f) => f.url().startsWith(C));
  for (let i = 0; i < 3; i++) await stranger.evaluate(() => window.attack());
  // Origin B, but not the parent: a same-origin sibling frame posts to the playground.
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    document.body.appendChild(f);
    const target = document.getElementById('pg').shadowRoot.querySelector('iframe').contentWindow;
    const cmd = { source: 'attention-playground-host', type: 'setTab', tab: 'painting' };
    f.contentWindow.eval('(t, c) => { t.postMessage(c, "*"); t.postMessage(c, "*"); }')(target, cmd);
  });
  // The parent itself, with wrong shapes and messages that are not ours.
  await page.evaluate(() => {
    const target = document.getElementById('pg').shadowRoot.querySelector('iframe').contentWindow;
    const origin = new URL(document.getElementById('pg').frameSrc).origin;
    const bad = [{ source: 'attention-playground-host', type: 'setTab', tab: 'painting!' },
      { source: 'attention-playground-host', type: 'setTab', tab: 42 },
      { source: 'attention-playground-host', type: 'rm -rf' },
      { source: 'attention-playground-host', type: 'setLink', link: { toString: 1 } }];
    for (const m of bad) target.postMessage(m, origin);
    target.postMessage('hello', origin);
    target.postMessage(null, origin);
    target.postMessage({ source: 'someone-else', type: 'setTab', tab: 'painting' }, origin);
  });
  await sleep(1000);
  assert.equal(await viewTab(frame), 'lab', 'a refused command changed the tab');
  const ours = warnings.filter((w) => w.startsWith('attention-playground: ignored'));
  const count = (re) => ours.filter((w) => re.test(w)).length;
  assert.equal(count(/ignored a message from http:\/\/127\.0\.0\.1:\d+; commands come from/), 1, ours.join('\n'));
  assert.equal(count(/did not come from the embedding page itself/), 1, ours.join('\n'));
  assert.equal(count(/ignored a message: setTab: field "tab"/), 1, ours.join('\n'));  // shape: once
  assert.equal(count(/not a message from attention-playground-host/), 1, ours.join('\n'));
  assert.equal(ours.length, 4, ours.join('\n'));
  assert.equal(h.consoleErrors.length, errorsBefore, h.consoleErrors.slice(errorsBefore).join('\n'));
  // Still listening to its parent, and never reloaded.
  await page.evaluate(() => document.getElementById('pg').setTab('heads'));
  await waitTab(frame, 'heads');
  assert.equal(await frame.evaluate(() => window.__marker), 'kept');
});

test('a page that claims another host gets no events and takes no commands', async () => {
  // A frame made by hand on origin B that says it is origin C: the browser knows better.
  fs.writeFileSync(path.join(hostDir, 'liar.html'), `<!doctype html><link rel="icon" href="data:,"><body><script>
    window.events = [];
    addEventListener('message', (e) => window.events.push(e.data));
    const f = document.createElement('iframe');
    f.src = ${JSON.stringify(h.base)} + '?embed=1&host=' + encodeURIComponent(${JSON.stringify(C.slice(0, -1))});
    f.style.cssText = 'width:600px;height:400px';
    document.body.appendChild(f);
  </script></body>`);
  const page = await h.newPage();
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.goto(`${B}liar.html`);
  const frame = await h.waitFor(page, 'the frame', () => page.frames().find((f) => f.url().startsWith(h.base)), { frames: 0 });
  await h.waitReady(frame);
  await sleep(800);
  assert.deepEqual(await page.evaluate(() => window.events), []);
  assert.ok(warnings.some((w) => /no messages to the embedding page: \?host=http:\/\/127\.0\.0\.1:\d+ but the embedding page is http:\/\/127\.0\.0\.1/.test(w)),
            warnings.join('\n'));
});

test('height="auto" follows the content at phone width', async () => {
  const { page, frame } = await openHost({ tab: 'translate', height: 'auto' },
                                         { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
                                           isMobile: true, hasTouch: true });
  const elementHeight = () => page.evaluate(() => document.getElementById('pg').getBoundingClientRect().height);
  // The translator's layout is final once its models are in (before, it shows a shorter loading
  // view, whose height the frame follows too).
  await h.waitFor(page, 'the translator models (still loading after 60 s)',
    async () => (await inFrame(frame, 'translationStatus')).state === 'done',
    { timeout: 60000, frames: 0, pauseMs: 100 });
  let last = null;  // settled means the same answer twice in a row, 200 ms apart
  const settled = await h.waitFor(page, 'the frame to take its content height', async () => {
    const content = await inFrame(frame, 'contentHeight');
    const inner = await frame.evaluate(() => innerHeight);
    const now = Math.abs(inner - content) <= 1 && inner !== 480 ? { content, inner } : null;
    const same = now && last && now.content === last.content && now.inner === last.inner;
    last = now;
    return same ? now : null;
  }, { frames: 0, pauseMs: 200, timeout: 20000 });
  assert.ok(settled.content > 480, `the translator at 390 px needs more than 480 px: ${settled.content}`);
  assert.ok(Math.abs((await elementHeight()) - settled.content) <= 1);
  const resize = await waitEvent(page, (e) => e.type === 'resize', 'resize');
  assert.ok(resize.height > 0);
  // It holds still (no runaway growth) ...
  await sleep(1200);
  assert.ok(Math.abs((await elementHeight()) - settled.content) <= 1, 'the height kept changing');
  await h.screenshot(page, 'embed-phone-auto');
  // ... and a fixed height puts it back.
  await page.evaluate(() => { document.getElementById('pg').height = '500'; });
  assert.equal(await elementHeight(), 500);
});

test('dist/embed.html: two playgrounds side by side and their events in the log', async () => {
  const page = await h.newPage();
  await page.goto(`${h.base}embed.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => (document.getElementById('log').textContent.match(/: ready /g) || []).length === 2,
                             null, { timeout: 120000 });
  const frames = page.frames().filter((f) => f.url().includes('embed=1'));
  assert.equal(frames.length, 2);
  for (const f of frames) await h.waitReady(f);
  await page.getByRole('button', { name: 'Bottleneck' }).click();
  await page.waitForFunction(() => /translate: statechange .*tab=bottleneck/.test(document.getElementById('log').textContent),
                             null, { timeout: 15000 });
  const count = () => (document.getElementById('log').textContent.match(/translate: statechange .*tab=translate/g) || []).length;
  const before = await page.evaluate(count);
  await page.getByRole('button', { name: 'Translator' }).click();
  await page.waitForFunction(([c, n]) => eval(c)() > n, [count.toString(), before], { timeout: 15000 });
  await sleep(500);
  await h.screenshot(page, 'embed-example-desktop');
});
