// The embedding protocol's checks (web/embed-protocol.js), as plain functions under node: which
// commands the playground accepts, which events the element re-dispatches, which origin the page
// believes, and the iframe's URL. No browser; ctest runs it with the browser tests (its --dist and
// --cli arguments are not used). The same functions run in the page: tests/browser/embed.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  COMMANDS, COMMAND_SOURCE, EVENT_SOURCE, TABS, copiedBytes, frameUrl, linkFragment, nextAutoHeight,
  parseChrome, parseHeight,
  resolveHostOrigin, validateCommand, validateEvent,
} from '../../web/embed-protocol.js';

const cmd = (fields) => ({ source: COMMAND_SOURCE, ...fields });

test('every command with a good value is accepted, with its value', () => {
  const good = {
    setLink: { link: 'v1.AVAB' }, setTab: { tab: 'translate' }, startExercise: { id: 'mask-1' },
    setLesson: { lesson: '{"steps":[]}' }, setLanguage: { lang: 'zh' }, setTheme: { theme: 'dark' },
    setChrome: { chrome: false },
  };
  assert.deepEqual(Object.keys(good).sort(), Object.keys(COMMANDS).sort());
  for (const [type, fields] of Object.entries(good)) {
    const r = validateCommand(cmd({ type, ...fields }));
    assert.deepEqual(r, { ok: true, type, value: Object.values(fields)[0] }, type);
  }
});

test('messages that are not ours are told apart from malformed ones', () => {
  for (const data of [null, undefined, 0, 'setTab', [], [COMMAND_SOURCE], { type: 'setTab', tab: 'lab' },
    { source: EVENT_SOURCE, type: 'setTab', tab: 'lab' }, { source: 'webpackHotUpdate' }]) {
    const r = validateCommand(data);
    assert.equal(r.ok, false, JSON.stringify(data));
    assert.equal(r.kind, 'not-ours', JSON.stringify(data));
  }
});

test('malformed commands are refused with a reason naming the field', () => {
  const cases = [
    [{ type: 'setTabs', tab: 'lab' }, /unknown command "setTabs"/],
    [{ type: 'toString' }, /unknown command "toString"/],  // not an own property of COMMANDS
    [{ type: '__proto__' }, /unknown command/],
    [{ type: 'setTab' }, /setTab: field "tab" must be one of lab, /],
    [{ type: 'setTab', tab: 'Lab' }, /field "tab"/],
    [{ type: 'setTab', tab: ['lab'] }, /field "tab"/],
    [{ type: 'setLink', link: '' }, /field "link"/],
    [{ type: 'setLink', link: 42 }, /field "link"/],
    [{ type: 'startExercise', id: 'x'.repeat(201) }, /field "id"/],
    [{ type: 'setLanguage', lang: 'fr' }, /field "lang" must be one of en, zh/],
    [{ type: 'setTheme', theme: 'blue' }, /field "theme"/],
    [{ type: 'setChrome', chrome: 'off' }, /field "chrome" must be true or false/],
  ];
  for (const [fields, reason] of cases) {
    const r = validateCommand(cmd(fields));
    assert.equal(r.ok, false, JSON.stringify(fields).slice(0, 80));
    assert.equal(r.kind, 'shape');
    assert.match(r.reason, reason);
  }
});

// The bytes a text takes once copied into the app: JSON.stringify([text]) in UTF-8, worked out
// here by hand for each kind of character.
test('copiedBytes counts the JSON text as UTF-8, escapes included', () => {
  assert.equal(copiedBytes('abc'), 3 + 4);               // ["abc"]
  assert.equal(copiedBytes('a"b\\c'), 7 + 4);            // a \" b \\ c
  assert.equal(copiedBytes('\n'), 2 + 4);                // \n
  assert.equal(copiedBytes('\u0001'), 6 + 4);            // \u0001
  assert.equal(copiedBytes('é'), 2 + 4);
  assert.equal(copiedBytes('注意'), 6 + 4);
  assert.equal(copiedBytes('😀'), 4 + 4);                // a surrogate pair: 4 bytes
  assert.equal(copiedBytes('\ud800'), 6 + 4);            // a lone surrogate: escaped
});

// A link or a lesson over its limit, counted as the page copies it (the page API counts loadLink's
// and loadLesson's arguments the same way): refused as too large, with the size and the limit, so
// the page can answer with an error event. 1 MiB of quotes doubles when escaped.
test('texts over their limit are refused as too large, counted as copied', () => {
  const MiB = 1024 * 1024;
  const fits = validateCommand(cmd({ type: 'setLesson', lesson: 'x'.repeat(MiB - 4) }));
  assert.equal(fits.ok, true, 'a lesson of exactly 1 MiB as copied');
  const cases = [
    [{ type: 'setLesson', lesson: 'x'.repeat(MiB - 3) },
     'setLesson: field "lesson" is at least 1,048,577 bytes as the page copies it; the limit is ' +
     '1,048,576 bytes'],
    [{ type: 'setLesson', lesson: '"'.repeat(MiB - 100) },
     `setLesson: field "lesson" is ${(2 * (MiB - 100) + 4).toLocaleString('en-US')} bytes as the page ` +
     'copies it; the limit is 1,048,576 bytes'],
    [{ type: 'setLesson', lesson: 'é'.repeat(600000) },
     'setLesson: field "lesson" is 1,200,004 bytes as the page copies it; the limit is 1,048,576 bytes'],
    [{ type: 'setLesson', lesson: 'x'.repeat(4 * MiB) },
     'setLesson: field "lesson" is at least 4,194,308 bytes as the page copies it; the limit is ' +
     '1,048,576 bytes'],
    [{ type: 'setLink', link: 'v1.' + 'A'.repeat(300 * 1024) },
     'setLink: field "link" is at least 307,207 bytes as the page copies it; the limit is 307,200 bytes'],
  ];
  for (const [fields, reason] of cases) {
    const r = validateCommand(cmd(fields));
    assert.deepEqual(r, { ok: false, kind: 'too-large', type: fields.type, reason });
  }
});

test('a message whose reading throws is refused, not thrown', () => {
  const hostile = { source: COMMAND_SOURCE, type: 'setTab' };
  Object.defineProperty(hostile, 'tab', { get() { throw new Error('boom'); }, enumerable: true });
  assert.deepEqual(validateCommand(hostile), { ok: false, kind: 'shape', reason: 'unreadable message' });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  assert.equal(validateCommand(revoked.proxy).ok, false);
  assert.equal(validateEvent(revoked.proxy).ok, false);
});

test('events: known types with valid fields pass; others do not', () => {
  const ev = (fields) => validateEvent({ source: EVENT_SOURCE, ...fields });
  assert.equal(ev({ type: 'ready', version: 1, link: 'http://a/#v1.A' }).ok, true);
  assert.equal(ev({ type: 'statechange', link: 'http://a/#v1.A', tab: 'lab' }).ok, true);
  assert.equal(ev({ type: 'exercisecomplete', id: 'e1', attempts: 2, hints_used: 0 }).ok, true);
  assert.equal(ev({ type: 'lessonstep', step: 3, steps: 7 }).ok, true);
  assert.equal(ev({ type: 'resize', height: 612 }).ok, true);
  assert.equal(ev({ type: 'error', command: 'setLink', message: 'bad link' }).ok, true);
  assert.equal(ev({ type: 'ready', extra: 'a newer page may add fields' }).ok, true);
  assert.equal(ev({ type: 'exercisecomplete', id: 'e1', attempts: -1 }).ok, false);
  assert.equal(ev({ type: 'exercisecomplete', id: 'e1', hints_used: 1.5 }).ok, false);
  assert.equal(ev({ type: 'resize', height: Infinity }).ok, false);
  assert.equal(ev({ type: 'statechange', tab: 'nowhere' }).ok, false);
  assert.equal(ev({ type: 'click' }).ok, false);
  assert.equal(validateEvent({ source: COMMAND_SOURCE, type: 'ready' }).ok, false);
});

test('the host origin: declared and confirmed by the browser, or refused', () => {
  const a = 'https://course.example.org';
  assert.deepEqual(resolveHostOrigin(a, a, ''), { origin: a });
  assert.deepEqual(resolveHostOrigin(a, '', a + '/week3/page.html'), { origin: a });
  assert.deepEqual(resolveHostOrigin(a, '', ''), { origin: a });  // no-referrer, no ancestorOrigins
  assert.equal(resolveHostOrigin(a, 'https://evil.example', a + '/').origin, '');
  assert.match(resolveHostOrigin(a, 'https://evil.example', '').reason, /embedding page is https:\/\/evil/);
  assert.equal(resolveHostOrigin(a, '', 'https://evil.example/x').origin, '');
  assert.equal(resolveHostOrigin(a + '/path', a, '').origin, '');  // an origin has no path
  assert.equal(resolveHostOrigin('null', 'null', '').origin, '');
  assert.equal(resolveHostOrigin('javascript:alert(1)', '', '').origin, '');
  assert.equal(resolveHostOrigin('', a, a).origin, '');
  assert.equal(resolveHostOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080', '').origin,
               'http://127.0.0.1:8080');
});

test('the iframe URL carries embed, host, tab, language, theme and the link', () => {
  const url = new URL(frameUrl({ src: 'https://x.org/ap/', hostOrigin: 'https://c.org',
                                 link: 'https://y.org/ap/?embed=1#v1.AVAB', tab: 'heads',
                                 lang: 'zh', theme: 'light' }));
  assert.equal(url.origin + url.pathname, 'https://x.org/ap/');
  assert.equal(url.searchParams.get('embed'), '1');
  assert.equal(url.searchParams.get('host'), 'https://c.org');
  assert.equal(url.searchParams.get('tab'), 'heads');
  assert.equal(url.searchParams.get('lang'), 'zh');
  assert.equal(url.searchParams.get('theme'), 'light');
  assert.equal(url.hash, '#v1.AVAB');
  const chrome = new URL(frameUrl({ src: 'https://x.org/ap/index.html?debug', hostOrigin: 'https://c.org',
                                    chrome: true, tab: 'nowhere', lang: 'fr' }));
  assert.equal(chrome.searchParams.has('embed'), false);
  assert.equal(chrome.searchParams.has('debug'), true);  // the src's own query is kept
  assert.equal(chrome.searchParams.has('tab'), false);
  assert.equal(chrome.searchParams.has('lang'), false);
  assert.equal(chrome.hash, '');
});

test('attribute parsing: link fragments, heights, chrome', () => {
  assert.equal(linkFragment('https://x.org/ap/#v1.AB'), 'v1.AB');
  assert.equal(linkFragment('#v1.AB'), 'v1.AB');
  assert.equal(linkFragment(' v1.AB '), 'v1.AB');
  assert.equal(linkFragment(null), '');
  assert.deepEqual(parseHeight('auto'), { auto: true, px: 480 });
  assert.deepEqual(parseHeight(' AUTO '), { auto: true, px: 480 });
  assert.deepEqual(parseHeight('600'), { auto: false, px: 600 });
  assert.deepEqual(parseHeight('600px'), { auto: false, px: 600 });
  for (const bad of [null, '', '50', '99999999', '40em', 'NaN', '-300'])
    assert.deepEqual(parseHeight(bad), { auto: false, px: 480 }, String(bad));
  assert.equal(parseChrome(null), false);
  assert.equal(parseChrome(''), true);
  assert.equal(parseChrome('on'), true);
  assert.equal(parseChrome('off'), false);
  assert.equal(parseChrome('false'), false);
});

test('height="auto": grows at once, shrinks only above the floor, ends a swing', () => {
  assert.deepEqual(nextAutoHeight(480, 900.2, 0), { height: 901, floor: 480 });
  assert.deepEqual(nextAutoHeight(901, 700, 480), { height: 700, floor: 480 });  // shrinks
  assert.deepEqual(nextAutoHeight(700, 480, 480), { height: 700, floor: 480 });  // not to the floor
  assert.deepEqual(nextAutoHeight(700, 700, 480), { height: 700, floor: 480 });
  assert.deepEqual(nextAutoHeight(480, 50, 0), { height: 200, floor: 0 });      // at least 200
  assert.deepEqual(nextAutoHeight(480, 1e9, 0), { height: 6000, floor: 480 });  // at most 6000
  // A view whose content is 0.6 × the window + 350 px converges to 875 px ...
  let s = { height: 480, floor: 0 };
  let steps = 0;
  for (; steps < 100; steps++) {
    const next = nextAutoHeight(s.height, 0.6 * s.height + 350, s.floor);
    if (next.height === s.height) break;
    s = next;
  }
  assert.ok(steps < 100 && Math.abs(s.height - 875) <= 2, `${steps} steps, ${s.height} px`);
  // ... and one that needs 600 px at 500 but only 500 at 600 stops at 600 instead of swinging.
  const swing = (h) => (h < 550 ? 600 : 500);
  s = { height: 500, floor: 0 };
  for (steps = 0; steps < 10; steps++) {
    const next = nextAutoHeight(s.height, swing(s.height), s.floor);
    if (next.height === s.height) break;
    s = next;
  }
  assert.deepEqual([steps, s.height], [1, 600]);
});

test('the tab list matches the C++ enum names (src/app/state/view_state.h)', async () => {
  const fs = await import('node:fs');
  const header = fs.readFileSync(new URL('../../src/app/state/view_state.h', import.meta.url), 'utf8');
  const names = [...header.matchAll(/\{Tab::\w+, "(\w+)"\}/g)].map((m) => m[1]);
  assert.deepEqual([...TABS].sort(), names.sort());
});

test('docs/embedding.md lists every tab the `tab` attribute takes', async () => {
  const fs = await import('node:fs');
  const doc = fs.readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const row = doc.split('\n').find((line) => line.startsWith('| `tab` |'));
  assert.ok(row, 'docs/embedding.md has no `tab` row in its attribute table');
  const names = [...row.split('|')[2].matchAll(/`(\w+)`/g)].map((m) => m[1]);
  assert.deepEqual(names, TABS);
});
