// No input kills the page: arguments far over every limit, through each door a page or a user
// has (web/attention-api.js measures arguments before copying them into wasm memory, and copies
// them to the heap; docs/js-api.md "Errors").
//   - every public function of window.attention that takes an argument (the docs' tables say
//     which; every function on the page must be in them, so a new one is not left out silently)
//     gets an 8 MiB string, a 64 MiB string and two 64 Mi-element arrays: each call is refused
//     with the function's name and the limit, and getResult() answers with the state from before;
//   - a 1 MB and a 4 MB link pasted into the open page (location.hash) get the banner naming the
//     limit, as the same link does when the page opens with it; the state is kept;
//   - an embedding page's setLesson of 4 MiB, and of just under 1 MiB of quotes (which doubles
//     when escaped), is answered with an error event naming the limit; the state is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT, sleep, useHarness } from './harness.mjs';
import { startServer } from '../support/static-server.mjs';

const h = useHarness();
const MiB = 1024 * 1024;

// docs/js-api.md's tables: each function named in a first column, and whether any of its
// spellings there has something between its parentheses (`setScene(json \| object)`).
function documentedSignatures() {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs/js-api.md'), 'utf8');
  const takes = new Map();  // name → takes an argument
  let inTables = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inTables = line === '## Functions' || line === '## Debug functions';
    if (!inTables || !line.startsWith('| `')) continue;
    const firstCell = line.slice(1).split(/(?<!\\)\|/)[0];
    for (const span of firstCell.split('`').filter((_, i) => i % 2 === 1)) {
      const m = /^([A-Za-z_]\w*)(\((.*)\))?/.exec(span);
      if (m) takes.set(m[1], takes.get(m[1]) || !!(m[3] && m[3].trim()));
    }
  }
  return takes;
}

// The state the page answers with, as one comparable text.
const snapshot = (page) => page.evaluate(() => JSON.stringify({
  result: window.attention.getResult(), state: window.attention.getState(),
}));

// A page whose state is not the default one (so "kept" cannot pass by falling back to it).
async function editedPage() {
  const page = await h.open();
  await page.evaluate(() => {
    window.attention.setState({ view: { tab: 'batched' } });
    const scene = window.attention.getScene();
    scene.keys[0][0] = 0.625;
    window.attention.setScene(scene);
  });
  return page;
}

const LIMIT = /the limit is [\d,]+ bytes/;

test('every function that takes an argument refuses 8 and 64 MiB with its name and the limit', async () => {
  const takes = documentedSignatures();
  const page = await editedPage();
  const onPage = await page.evaluate(() => Object.keys(window.attention)
    .filter((k) => typeof window.attention[k] === 'function'));
  const undocumented = onPage.filter((name) => !takes.has(name));
  assert.deepEqual(undocumented, [], 'functions on window.attention that docs/js-api.md does not list');
  const names = onPage.filter((name) => takes.get(name)).sort();
  for (const name of ['setState', 'setScene', 'loadLink', 'loadLesson', 'translate', 'explain',
                      'startTraining', 'lessonRecordStep', 'answerExercise']) {
    assert.ok(names.includes(name), `${name} is not among the functions that take an argument`);
  }
  const before = await snapshot(page);
  const results = await page.evaluate(async (list) => {
    const payloads = {
      '8 MiB string': 'x'.repeat(8 << 20),
      '64 MiB string': 'y'.repeat(64 << 20),
      '64 MiB byte array': new Uint8Array(64 << 20),
      '64 Mi-element array': new Array(64 << 20),
    };
    const a = window.attention;
    const out = [];
    for (const name of list) {
      for (const [label, value] of Object.entries(payloads)) {
        let message = 'no error';
        try { await a[name](value); } catch (e) { message = String(e && e.message); }
        const kept = JSON.stringify({ result: a.getResult(), state: a.getState() });
        out.push({ name, label, message, kept });
      }
    }
    return out;
  }, names);
  assert.equal(results.length, names.length * 4);
  for (const { name, label, message, kept } of results) {
    assert.ok(message.startsWith(name + ': ') && LIMIT.test(message),
              `${name}(${label}): "${message.slice(0, 200)}"`);
    assert.ok(kept === before, `${name}(${label}) changed the state`);
  }
  // The same page still works: a normal call after all of them.
  assert.equal(await page.evaluate(() => window.attention.setState({ view: { tab: 'lab' } })), true);
  assert.equal(await page.evaluate(() => window.attention.getState().view.tab), 'lab');
});

test('the limits are the documented ones, and an argument just inside a limit is accepted', async () => {
  const page = await editedPage();
  const messages = await page.evaluate(() => {
    const a = window.attention;
    const fail = (fn) => { try { fn(); return 'no error'; } catch (e) { return e.message; } };
    return {
      state: fail(() => a.setState('x'.repeat(9 << 20))),
      link: fail(() => a.loadLink('v1.' + 'A'.repeat(400 * 1024))),
      quotes: fail(() => a.loadLesson('"'.repeat(600 * 1024))),  // under 1 MiB, doubled by escaping
      other: fail(() => a.exerciseStatus('e'.repeat(2 << 20))),
      // 300 KiB of link text as copied ("[\"…\"]"): the app's own reason, not the size guard.
      inside: fail(() => a.loadLink('v1.' + 'A'.repeat(300 * 1024 - 7))),
    };
  });
  assert.equal(messages.state, 'setState: the state is at least 9,437,188 bytes; the limit is 1,048,576 bytes');
  assert.equal(messages.link, 'loadLink: the link is at least 409,607 bytes; the limit is 307,200 bytes');
  assert.equal(messages.quotes,
               `loadLesson: the lesson is ${(2 * 600 * 1024 + 4).toLocaleString('en-US')} bytes; ` +
               'the limit is 1,048,576 bytes');
  assert.equal(messages.other,
               'exerciseStatus: the arguments are at least 2,097,156 bytes; the limit is 1,048,576 bytes');
  assert.match(messages.inside, /^loadLink: link: too long \(307196 characters; the limit is 262144\)/);
});

// Pastes `fragment` (or 'v1.' and `size` A's, built in the page: megabytes need not cross the
// DevTools protocol) into the open page's URL; answers the banner it gets and the state after it.
// Then opens the page's own link again, which clears the banner and puts a short URL back.
const pasteLink = (page, { fragment = '', size = 0 }) => page.evaluate(async ([f, n]) => {
  const a = window.attention;
  location.hash = f || 'v1.' + 'A'.repeat(n);
  for (let i = 0; i < 300 && !a.banner(); i++) await a.requestFrame();
  const answer = { banner: a.banner(), kept: JSON.stringify({ result: a.getResult(), state: a.getState() }) };
  a.loadLink(a.linkFragment());
  await a.requestFrame();
  return { ...answer, after: a.banner() };
}, [fragment, size]);

test('a 1 MB and a 4 MB link pasted into an open page: the banner names the limit, the state is kept', async () => {
  const page = await editedPage();
  await h.frames(page, 3);
  const before = await snapshot(page);
  for (const size of [1000 * 1000, 4000 * 1000]) {
    const { banner, kept, after } = await pasteLink(page, { size });
    assert.equal(banner, `link: too long (${size + 3} characters; the limit is 262144)`, `${size}-byte link`);
    assert.equal(kept, before, `state after a ${size}-byte link`);
    assert.equal(after, '', 'the banner after opening a good link again');
  }
  // A malformed link: the same banner as on a fresh load.
  const { banner, kept } = await pasteLink(page, { fragment: 'v1.not-a-valid-link' });
  const fresh = await h.open({ hash: 'v1.not-a-valid-link' });
  assert.equal(banner, await fresh.evaluate(() => window.attention.banner()));
  assert.equal(kept, before, 'state after a malformed link');
});

// ---- from an embedding page of another origin (docs/embedding.md) -----------------------------
let hostDir;
let hostServer;
before(async () => {
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-large-args-host-'));
  hostServer = await startServer(hostDir, 0);
});
after(async () => {
  if (hostServer) await new Promise((r) => hostServer.close(r));
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

// A course page with one element; every event it dispatches is kept in window.events.
const hostPage = (A) => `<!doctype html><html><head><meta charset="utf-8">
<script type="module" src="${A}embed.js"></script><link rel="icon" href="data:,"></head><body>
<attention-playground id="pg" height="480"></attention-playground>
<script>
  window.events = [];
  for (const t of ['ready', 'error'])
    document.getElementById('pg').addEventListener(t, (e) => window.events.push(e.detail));
</script></body></html>`;

async function waitEvent(page, predicate, what, timeout = 30000) {
  const t0 = Date.now();
  for (;;) {
    const hit = (await page.evaluate(() => window.events)).find(predicate);
    if (hit) return hit;
    if (Date.now() - t0 > timeout) throw new Error(`no ${what} event`);
    await sleep(100);
  }
}

test('an embedding page\'s oversized setLesson: an error event names the limit, the state is kept', async () => {
  fs.writeFileSync(path.join(hostDir, 'host.html'), hostPage(h.base));
  const page = await h.newPage();
  await page.goto(`http://127.0.0.1:${hostServer.address().port}/host.html`, { waitUntil: 'load' });
  await waitEvent(page, (e) => e.type === 'ready', 'ready', 90000);
  const frame = page.frames().find((f) => f.url().startsWith(h.base));
  const state = () => frame.evaluate(() => JSON.stringify({
    result: window.attention.getResult(), state: window.attention.getState(),
  }));
  const before = await state();
  const lessons = {
    '4 MiB': ['x', 4 * MiB, /^setLesson: field "lesson" is at least 4,194,308 bytes as the page copies it; the limit is 1,048,576 bytes$/],
    'quotes': ['"', MiB - 16, /^setLesson: field "lesson" is 2,097,124 bytes as the page copies it; the limit is 1,048,576 bytes$/],
  };
  for (const [label, [char, count, expected]] of Object.entries(lessons)) {
    await page.evaluate(() => { window.events = []; });
    await page.evaluate(([c, n]) => document.getElementById('pg').setAttribute('lesson', c.repeat(n)),
                        [char, count]);
    const error = await waitEvent(page, (e) => e.type === 'error', `error for the ${label} lesson`);
    assert.equal(error.command, 'setLesson');
    assert.match(error.message, expected);
    assert.equal(await state(), before, `state after the ${label} lesson`);
  }
});
