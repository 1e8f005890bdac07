// The first screen (src/ui/welcome_panel.h, src/app/page/welcome.h), with real input only: a first
// visit shows the welcome; "Follow the article" (a real click) lands on the Tour; the next load
// opens straight on the page; a share link, embed mode and a page in another page's frame open on
// their state without it; Esc and Enter (real keys) dismiss it; a phone's tap picks the lab;
// Chinese from the welcome's own toggle; with localStorage refused (private mode, a sandboxed
// frame) it still shows, without an error (the harness fails a case whose page raises one). The
// tab bar starts with the Tour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness, WELCOMED_KEY } from './harness.mjs';
import { TABS } from './screens.mjs';

const h = useHarness();

const ids = (page) => page.evaluate(() => window.attention._debugItemIds());
const welcomeShown = async (page) => (await ids(page)).includes('welcome/tour');
const tab = (page) => page.evaluate(() => window.attention.getState().view.tab || 'lab');
const seen = (page) => page.evaluate((key) => localStorage.getItem(key), WELCOMED_KEY);
const summary = (page) => page.evaluate(() => document.getElementById('view-summary').textContent);

async function waitGone(page) {
  await h.waitFor(page, 'the welcome to close', async () => !(await welcomeShown(page)));
}

test('a first visit shows the welcome; "Follow the article" opens the Tour and is remembered', async () => {
  const page = await h.open({ firstVisit: true });
  assert.ok(await welcomeShown(page), 'no welcome on a first visit');
  const dialog = await h.rect(page, 'welcome');
  assert.ok(dialog.x >= 0 && dialog.x + dialog.w <= 1280 && dialog.y >= 0 && dialog.y + dialog.h <= 800,
            `the welcome is off screen: ${JSON.stringify(dialog)}`);
  assert.match(await summary(page), /^Welcome\. Two ways in/);
  await h.screenshot(page, 'welcome-1280');
  assert.strictEqual(await tab(page), 'lab');
  await h.click(page, 'welcome/tour');
  await waitGone(page);
  assert.strictEqual(await tab(page), 'tour');
  assert.strictEqual(await seen(page), '1');
  // Remembered on the device, never in the link.
  assert.ok(!JSON.stringify(await page.evaluate(() => window.attention.getState())).includes('welcome'));
  // The second load of the page opens straight on it.
  await page.goto(h.url());
  await h.waitReady(page);
  await h.frames(page, 3);
  assert.ok(!(await welcomeShown(page)), 'the welcome came back on the second visit');
});

test('a share link opens straight on its state, without the welcome', async () => {
  const maker = await h.open();
  await maker.evaluate(() => window.attention.setState({ view: { tab: 'painting' } }));
  const fragment = (await maker.evaluate(() => window.attention.getLink())).split('#')[1];
  const page = await h.open({ hash: fragment, firstVisit: true });
  await h.frames(page, 3);
  assert.ok(!(await welcomeShown(page)), 'the welcome covers a shared link');
  assert.strictEqual(await tab(page), 'painting');
  assert.strictEqual(await seen(page), null, 'a link does not count as seeing the welcome');
});

test('Esc closes the welcome where the page stands; Enter follows the article', async () => {
  const page = await h.open({ firstVisit: true });
  await page.keyboard.press('Escape');
  await waitGone(page);
  assert.strictEqual(await tab(page), 'lab');
  assert.strictEqual(await seen(page), '1');
  const other = await h.open({ firstVisit: true });
  await other.keyboard.press('Enter');
  await waitGone(other);
  assert.strictEqual(await tab(other), 'tour');
});

test('on a 390×844 phone a tap on "Play with attention" opens the lab', async () => {
  const page = await h.open({ firstVisit: true, query: 'longpress=3000', contextOptions: {
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } });
  const dialog = await h.rect(page, 'welcome');
  assert.ok(dialog.x >= 0 && dialog.x + dialog.w <= 390 && dialog.y >= 0 && dialog.y + dialog.h <= 844,
            `the welcome does not fit the phone: ${JSON.stringify(dialog)}`);
  assert.deepStrictEqual(await page.evaluate(() => window.attention._debugLayoutOverflow()), []);
  await h.screenshot(page, 'welcome-390');
  const lab = await h.rect(page, 'welcome/lab');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: lab.cx, y: lab.cy, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await h.frames(page, 3);
  await waitGone(page);
  assert.strictEqual(await tab(page), 'lab');
});

test('the welcome in Chinese, from its own language toggle', async () => {
  const page = await h.open({ firstVisit: true });
  await h.click(page, 'welcome/lang/zh');
  await h.waitFor(page, 'the welcome drawn in Chinese', async () =>
    (await summary(page)).startsWith('欢迎。') &&
    (await page.evaluate(() => window.attention._displayLanguage())) === 'zh', { timeout: 60000 });
  assert.ok(await welcomeShown(page), 'switching the language closed the welcome');
  await h.screenshot(page, 'welcome-zh');
  await h.click(page, 'welcome/tour');
  await waitGone(page);
  assert.strictEqual(await tab(page), 'tour');
  assert.strictEqual(await page.evaluate(() => window.attention.getLanguage()), 'zh');
});

test('without localStorage (private mode, a sandboxed frame) the welcome shows and nothing fails', async () => {
  const page = await h.newPage({}, { firstVisit: true });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The document is sandboxed', 'SecurityError'); },
    });
  });
  await page.goto(h.url());
  await h.waitReady(page);
  assert.ok(await welcomeShown(page), 'no welcome without storage');
  await h.click(page, 'welcome/lab');
  await waitGone(page);
  assert.strictEqual(await tab(page), 'lab');
});

test('an embedded playground shows no welcome', async () => {
  const page = await h.open({ query: 'embed=1', firstVisit: true });
  await h.frames(page, 3);
  assert.ok(!(await welcomeShown(page)), 'the welcome shows in embed mode');
  // The full page (no ?embed) inside another page's <iframe>: still someone else's page.
  const host = await h.newPage({}, { firstVisit: true });
  await host.setContent(`<iframe src="${h.url()}" width="1000" height="700"></iframe>`);
  let frame = null;
  await h.waitFor(host, 'the playground in the frame', async () => {
    frame = host.frames().find((f) => f.url().startsWith(h.base));
    return frame && frame.evaluate(() => !!(window.attention && window.attention._debugItemIds &&
                                             window.attention._debugItemIds().includes('tab/lab')));
  }, { timeout: 60000, frames: 0, pauseMs: 200 });
  const shown = await frame.evaluate(() => window.attention._debugItemIds().some((id) => id.startsWith('welcome')));
  assert.ok(!shown, 'the welcome shows inside another page');
  assert.ok(!(await frame.evaluate(() => window.attention.getState().view.embed)),
            'the framed page is the full page, not embed mode');
});

test('the tab bar starts with the Tour, in the article\'s order', async () => {
  const page = await h.open();
  const xs = [];
  for (const name of TABS) xs.push((await h.rect(page, `tab/${name}`)).x);
  for (let i = 1; i < xs.length; i++)
    assert.ok(xs[i] > xs[i - 1], `tab/${TABS[i]} is not right of tab/${TABS[i - 1]}`);
  assert.strictEqual(TABS[0], 'tour');
});
