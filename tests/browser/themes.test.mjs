// Themes in a real browser (src/ui/palette.h):
//   - with the link silent about the theme, the page follows prefers-color-scheme (Playwright's
//     colorScheme / emulateMedia): light → a near-white background, dark → near black, and a
//     change of the system's scheme while the page is open recolours it;
//   - a REAL click on the toolbar's theme toggle switches it, the choice is in the share link,
//     and the link opens in that theme even where the system prefers the other one;
//   - screenshots of every tab in both themes and both languages go to artifacts/ as
//     theme-<light|dark>-<en|zh>-<tab>.png (looked at by a human; asserted not blank here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';
import { decodePng } from './png.mjs';

const h = useHarness();
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);
const TABS = ['lab', 'batched', 'translate', 'bottleneck', 'train', 'painting', 'self', 'heads', 'tour'];

// WCAG relative luminance of the page's background: a pixel in the full-viewport window's left
// padding, where no widget draws, near the bottom.
async function backgroundLuminance(page) {
  const img = decodePng(await page.screenshot());
  const x = 2, y = img.height - 3;
  const ch = img.rgba;
  const i = (y * img.width + x) * 4;
  const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(ch[i]) + 0.7152 * lin(ch[i + 1]) + 0.0722 * lin(ch[i + 2]);
}

test('the theme follows prefers-color-scheme while the link does not choose', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await h.open({ contextOptions: { colorScheme: scheme } });
    await h.frames(page, 3);
    assert.deepStrictEqual((await api(page, 'getState')).view.theme, 'auto', 'view.theme');
    const l = await backgroundLuminance(page);
    if (scheme === 'light') assert.ok(l > 0.85, `light scheme: background luminance ${l.toFixed(3)}`);
    else assert.ok(l < 0.03, `dark scheme: background luminance ${l.toFixed(3)}`);
    // The system switches while the page is open: the page follows without a reload.
    const other = scheme === 'light' ? 'dark' : 'light';
    await page.emulateMedia({ colorScheme: other });
    await h.frames(page, 3);
    const l2 = await backgroundLuminance(page);
    if (other === 'light') assert.ok(l2 > 0.85, `switched to light: luminance ${l2.toFixed(3)}`);
    else assert.ok(l2 < 0.03, `switched to dark: luminance ${l2.toFixed(3)}`);
  }
});

test('a real click on the theme toggle switches it and the link keeps the choice', async () => {
  const page = await h.open({ contextOptions: { colorScheme: 'dark' } });
  await h.frames(page, 3);
  assert.ok((await backgroundLuminance(page)) < 0.03, 'dark at start');
  await h.click(page, 'toolbar/theme');
  assert.deepStrictEqual((await api(page, 'getState')).view.theme, 'light', 'view.theme after the click');
  assert.ok((await backgroundLuminance(page)) > 0.85, 'light after the click');
  const link = await api(page, 'linkFragment');
  // The link opens light on a system that prefers dark.
  const reopened = await h.open({ hash: link, contextOptions: { colorScheme: 'dark' } });
  await h.frames(reopened, 3);
  assert.deepStrictEqual((await api(reopened, 'getState')).view.theme, 'light', 'view.theme from the link');
  assert.ok((await backgroundLuminance(reopened)) > 0.85, 'the link opens light');
  // And back to dark by a second click: the link says dark.
  await h.click(reopened, 'toolbar/theme');
  assert.deepStrictEqual((await api(reopened, 'getState')).view.theme, 'dark');
  assert.ok((await backgroundLuminance(reopened)) < 0.03, 'dark again');
  // A bad theme in setState is refused with a clear message; the state is kept.
  const error = await page.evaluate(() => {
    try { window.attention.setState({ view: { theme: 'blue' } }); return ''; } catch (e) { return e.message; }
  });
  assert.match(error, /view\.theme: expected "auto", "light" or "dark", got "blue"/);
  assert.deepStrictEqual((await api(page, 'getState')).view.theme, 'light', 'state kept');
});

test('screenshots of every tab in both themes and both languages', async () => {
  for (const theme of ['light', 'dark']) {
    for (const language of ['en', 'zh']) {
      const page = await h.open({ contextOptions: { colorScheme: theme } });
      await api(page, 'setState', { view: { language } });
      if (language === 'zh')
        await h.waitFor(page, 'the UI drawn in Chinese', async () => (await api(page, '_displayLanguage')) === 'zh');
      for (const tab of TABS) {
        await api(page, 'setState', { view: { tab } });
        await h.frames(page, 4);
        await h.screenshot(page, `theme-${theme}-${language}-${tab}`);
        const l = await backgroundLuminance(page);
        if (theme === 'light') assert.ok(l > 0.85, `${theme}/${language}/${tab}: luminance ${l.toFixed(3)}`);
        else assert.ok(l < 0.03, `${theme}/${language}/${tab}: luminance ${l.toFixed(3)}`);
      }
      await page.context().close();
    }
  }
});
