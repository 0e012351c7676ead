import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => {
  document.addEventListener('DOMContentLoaded', () => {
    window.__nodes = [...document.querySelectorAll('main *, footer *, header *')];
  });
});
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
await page.waitForTimeout(2000);
console.log(
  await page.evaluate(() => {
    const now = [...document.querySelectorAll('main *, footer *, header *')];
    const kept = window.__nodes.filter((n) => n.isConnected).length;
    const lost = window.__nodes
      .filter((n) => !n.isConnected)
      .slice(0, 8)
      .map(
        (n) =>
          n.tagName +
          '.' +
          n.className +
          ' in ' +
          (n.closest('main') ? 'main' : n.closest('footer') ? 'footer' : 'header'),
      );
    return { before: window.__nodes.length, now: now.length, keptConnected: kept, lost };
  }),
);
await browser.close();
