// Screen sizes the layout checks and screenshots use (Playwright context options): a 360 px
// phone (touch, DPR 2), the same phone in landscape, a tablet, and 1280 / 1920 / 2560 px desktops.
// Shared by tests/browser/layout.test.mjs and tools/tab-screenshots.mjs.
export const SCREENS = {
  phone360: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  landscape: { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  laptop1280: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  desktop1920: { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  desktop2560: { viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 1 },
};

// The eleven tabs by their link names, in tab-bar order.
export const TABS = ['tour', 'bottleneck', 'painting', 'lab', 'batched', 'self', 'heads', 'translate', 'explain', 'train', 'exercises'];
