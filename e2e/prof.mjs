import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const long = await page.evaluate(() => window.__long);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
const blocking = long.filter(([s]) => s > fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
console.log('fcp', Math.round(fcp), 'blocking after fcp', blocking, 'long tasks', JSON.stringify(long));
if (process.argv[3] === 'short') {
  await browser.close();
  process.exit(0);
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
// The longest run of non-idle samples: the longest task.
let t = 0,
  best = null,
  cur = null;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  const n = byId.get(id);
  const idle = n.callFrame.functionName === '(idle)';
  if (idle) {
    if (cur && (!best || cur.end - cur.start > best.end - best.start)) best = cur;
    cur = null;
    return;
  }
  if (!cur) cur = { start: t, end: t, items: new Map() };
  cur.end = t;
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`;
  cur.items.set(key, (cur.items.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
if (best) {
  console.log('longest burst', ((best.end - best.start) / 1000).toFixed(0), 'ms');
  console.log(
    [...best.items]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `  ${v.toFixed(0)}ms ${k}`)
      .join('\n'),
  );
}
const byFile = new Map();
for (const [k, v] of self) {
  const f = k.split(' ')[1].split(':')[0];
  byFile.set(f, (byFile.get(f) ?? 0) + v);
}
console.log(
  [...byFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([k, v]) => `${v.toFixed(0)}ms ${k}`)
    .join('\n'),
);
console.log('--');
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => `${v.toFixed(0)}ms ${k}`)
    .join('\n'),
);
await browser.close();
