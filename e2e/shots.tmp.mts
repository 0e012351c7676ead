import { launchChromium, DEMO_ADMIN } from './support/chromium';
const base = 'http://127.0.0.1:3811';
const pages = process.argv.slice(2);
const browser = await launchChromium();
const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }) });
const answer = await login.json();
const token = answer.token ?? answer.data?.token;
for (const lang of ['ar', 'en']) {
  for (const [wname, width, height] of [['desk', 1366, 900], ['phone', 390, 844]] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('lang', l); }, [token, lang]);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(2500);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${lang}_${wname}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
console.log('done');
