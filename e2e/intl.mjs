import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const tz of ['Asia/Riyadh', 'UTC', undefined]) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const r = await page.evaluate((tz) => {
    const t0 = performance.now();
    const f = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(tz ? { timeZone: tz } : {}),
    });
    const t1 = performance.now();
    f.format(new Date());
    const t2 = performance.now();
    const g = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(tz ? { timeZone: tz } : {}),
    });
    g.format(new Date());
    const t3 = performance.now();
    return [t1 - t0, t2 - t1, t3 - t2].map((x) => x.toFixed(1));
  }, tz);
  console.log(tz, r);
  await page.close();
}
await browser.close();
