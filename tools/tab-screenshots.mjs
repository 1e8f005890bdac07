// Screenshots of every tab at phone, landscape, laptop and desktop sizes, for looking at layouts
// by eye (issues #11/#12), with the layout-overflow report (ui/layout_overflow.h) of each.
//   node tools/tab-screenshots.mjs [--dist build/web/dist] [--out /tmp/tabs]
//        [--sizes phone360,phone390,landscape,tablet,laptop1280,desktop1920,desktop2560]
//        [--tabs lab,train] [--lang en|zh] [--theme dark|light]
// Prints one line per shot: size, tab, and the windows that overflow (nothing when none does).
import fs from 'node:fs';
import { Harness } from '../tests/browser/harness.mjs';
import { SCREENS, TABS } from '../tests/browser/screens.mjs';

const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
// phone390: a 390×844 phone (touch, DPR 3), the size the touch tests use.
const SIZES = { ...SCREENS, phone390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } };
// Short names accepted too.
const ALIASES = { p360: 'phone360', l740: 'landscape', t820: 'tablet', d1280: 'laptop1280',
                  d1920: 'desktop1920', d2560: 'desktop2560' };
const out = opt('out', '/tmp/tabs');
const sizes = opt('sizes', 'phone360,desktop1920').split(',').map((s) => ALIASES[s] || s);
const tabs = opt('tabs', TABS.join(',')).split(',');
const language = opt('lang', 'en');
const theme = opt('theme', 'dark');
fs.mkdirSync(out, { recursive: true });

const h = await new Harness().start({ argv: ['--dist', opt('dist', 'build/web/dist')] });
try {
  for (const size of sizes) {
    if (!SIZES[size]) throw new Error(`unknown size ${size}: one of ${Object.keys(SIZES).join(', ')}`);
    const page = await h.open({ contextOptions: { ...SIZES[size], colorScheme: theme } });
    if (language !== 'en') {
      await page.evaluate((l) => window.attention.setState({ view: { language: l } }), language);
      await page.waitForFunction((l) => window.attention._displayLanguage() === l, language, { timeout: 30000 });
    }
    for (const tab of tabs) {
      await page.evaluate((t) => window.attention.setState({ view: { tab: t } }), tab);
      await h.frames(page, 5);
      // A tab that shows the models waits until they are loaded and its answer is drawn.
      await h.waitFor(page, `the ${tab} tab's models and answer`, () => page.evaluate(() =>
        window.attention.translationStatus().state !== 'loading' &&
        !/computing|计算中/.test(document.getElementById('view-summary').textContent)), { timeout: 90000 });
      await h.frames(page, 5);
      const file = `${out}/${size}-${language}-${tab}.png`;
      await page.screenshot({ path: file });
      const overflow = await page.evaluate(() => window.attention._debugLayoutOverflow());
      const text = overflow.map((o) => `${o.window} +${Math.round(o.overflow)}px`).join('; ');
      console.log(`${size} ${tab}: ${file}${text ? '  OVERFLOW ' + text : ''}`);
    }
    await page.context().close();
  }
} finally {
  await h.browser.close();
  h.server.close();
}
