import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_SCRIPTS_ELEMENT_ID, PAGE_FONTS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '@app/contracts/page-addresses';
import { PUBLIC_BUILD_MANIFEST } from '@app/contracts/page-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/harness';
import { ssrEntryOf } from './pages';

/**
 * index.html as Vite builds it: the direction script and the scripts' loader, the entry script,
 * its imports and stylesheet, the no-JS notice.
 */
const INDEX = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="default" />
    <title>Default</title>
    <script>document.documentElement.dir = 'rtl';</script>
    <script>/* starts #app-scripts */</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/lang-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>
`;

/** The entry's stylesheet: base rules and the web fonts, one file per script and weight. */
const INDEX_CSS = [
  'body{margin:0}',
  ...['arabic', 'latin'].flatMap((subset) =>
    [400, 500, 700].map(
      (weight) =>
        `@font-face{font-family:F;font-display:swap;font-weight:${weight};src:url(/assets/f-${subset}-${weight}-normal-H1.woff2) format("woff2"),url(/assets/f-${subset}-${weight}-normal-H2.woff) format("woff")}`,
    ),
  ),
].join('');

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_lang.js'],
    dynamicImports: ['src/app/start.tsx'],
    isEntry: true,
  },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_lang.js'] },
  '_lang.js': { file: 'assets/lang-1.js' },
  'src/page.tsx': { file: 'assets/page-1.js', css: ['assets/page-1.css'], imports: ['_shared.js', '_lang.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/locales/en/common.json': { file: 'assets/common-en.js' },
  'src/locales/ar/common.json': { file: 'assets/common-ar.js' },
};

/**
 * The public site's own client build, beside the main one: its entry chunk (a smaller runtime
 * with its own stylesheet), and the same page module and strings under their source keys, built
 * to other files.
 */
const PUBLIC_MANIFEST_FIXTURE = {
  'src/public-main.tsx': {
    file: 'assets/public-main-1.js',
    css: ['assets/public-main-1.css'],
    imports: ['_public-lang.js'],
    dynamicImports: ['src/public-site/start.tsx'],
    isEntry: true,
  },
  'src/public-site/start.tsx': { file: 'assets/public-start-1.js', imports: ['_public-lang.js'] },
  '_public-lang.js': { file: 'assets/public-lang-1.js' },
  'src/page.tsx': { file: 'assets/page-2.js', css: ['assets/page-2.css'], imports: ['_public-lang.js'] },
  'src/locales/en/common.json': { file: 'assets/common-en-2.js' },
  'src/locales/ar/common.json': { file: 'assets/common-ar-2.js' },
};

/**
 * A stand-in for the web build's SSR module, speaking its protocol: it reads the menu through the
 * server's transport (as the real pages read the API) and renders what it read.
 */
const SSR_MODULE = `
let renders = 0;
export async function render({ url, origin, transport }) {
  renders++;
  const { pathname } = new URL(url, origin);
  const lang = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
  if (pathname === '/boom') throw new Error('a component failed');
  if (pathname === '/moved') return { kind: 'redirect', status: 301, location: '/about-us/جدة' };
  const read = pathname === '/untagged' ? '/api/no-such-read' : '/api/menu';
  const answer = await transport(read, { headers: { locale: lang, Accept: 'application/json' } });
  const body = await answer.json();
  const titles = (body.data ?? []).map((item) => item.title_en).join(',');
  return {
    kind: 'page',
    status: pathname === '/missing' ? 404 : 200,
    lang,
    head: {
      title: 'Page </title><script>alert(1)</script>',
      tags: [
        { tag: 'link', attrs: { rel: 'canonical', href: origin + pathname } },
        { tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"name":"</script><b>"}' },
      ],
    },
    html:
      '<h1>' + pathname + '</h1><p>menu:' + titles + '</p><p>render ' + renders + '</p>' +
      '<img src="/uploads/icon.png" width="20" height="20"/>' +
      '<img src="/uploads/lead.webp" srcSet="/uploads/lead-w480.webp 480w, /uploads/lead.webp 1600w" sizes="100vw" alt="A &amp; B" fetchPriority="high"/>',
    state: { lang, queries: { note: '</script><script>alert(2)</script>' } },
    modules: ['src/page.tsx'],
    namespaces: ['common'],
    complete: true,
  };
}
`;

function fakeBuild({ publicBuild = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-pages-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dist, 'assets', 'index-1.css'), INDEX_CSS);
  fs.writeFileSync(path.join(dist, 'assets', 'page-1.css'), '.page{color:teal}');
  fs.writeFileSync(path.join(dist, 'assets', 'shared-1.css'), '.shared{color:navy}');
  if (publicBuild) {
    fs.writeFileSync(path.join(dist, PUBLIC_BUILD_MANIFEST), JSON.stringify(PUBLIC_MANIFEST_FIXTURE));
    fs.writeFileSync(path.join(dist, 'assets', 'public-main-1.css'), 'body{margin:1px}');
    fs.writeFileSync(path.join(dist, 'assets', 'page-2.css'), '.page{color:plum}');
  }
  const ssr = ssrEntryOf(dist);
  fs.mkdirSync(path.dirname(ssr));
  fs.writeFileSync(ssr, SSR_MODULE);
  return dist;
}

let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = fakeBuild();
  ctx = await createTestContext({ webDist: dist, publicUrl: 'https://www.pharmacy.example' });
  await ctx.app.db.insert(menuItems).values({ titleAr: 'من نحن', titleEn: 'About', uri: 'about-us', sortOrder: 1 });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}, on: TestContext = ctx) =>
  on.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8', ...headers } });

const appScripts = (html: string): unknown =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ??
      'null',
  );

describe('public pages rendered on the server', () => {
  it('writes the document around the page: language, head, inline styles, scripts, content and state', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Page &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<link rel="canonical" href="https://www.pharmacy.example/" data-page-head>');
    // Structured data cannot close its element.
    expect(html).toContain('{"name":"<\\/script><b>"}');
    // Every stylesheet of the entry, the page and its imports is inline; each is named by a link that is never fetched.
    // The web fonts apart, written off: index.html's font script turns them on once they are at
    // hand (page-fonts.ts). Shown only if they arrive for the first paint: no late swap reflows the text.
    expect(html).toContain('<style>body{margin:0}\n.page{color:teal}\n.shared{color:navy}</style>');
    const fonts = new RegExp(
      `<style id="${PAGE_FONTS_ELEMENT_ID}" media="not all" data-fonts="[\\w-]{12}" data-warm="([^"]*)">(.*?)</style>`,
    ).exec(html);
    expect(fonts?.[2]).toBe(
      INDEX_CSS.replace('body{margin:0}', '').replaceAll('font-display:swap', 'font-display:optional'),
    );
    expect(html.indexOf(`id="${PAGE_FONTS_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('<script>'));
    // The document never preloads fonts: they would take bandwidth from the page's largest picture,
    // and a font that arrives late is not used on that view (`font-display: optional`). The font
    // script preloads them on a visit after they were fetched, when they come from the browser's cache.
    expect(html).not.toContain('rel="preload" as="font"');
    for (const css of ['index-1', 'page-1', 'shared-1']) {
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}.css" disabled>`);
    }
    // The scripts are listed for the loader of index.html, which starts them after the lead
    // picture: the entry, its imports and its steps, the page's chunks and strings. None starts with the document.
    expect(appScripts(html)).toEqual({
      entry: '/assets/index-1.js',
      preload: [
        '/assets/lang-1.js',
        '/assets/start-1.js',
        '/assets/page-1.js',
        '/assets/shared-1.js',
        '/assets/common-ar.js',
      ],
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('common-en');
    expect(html).toContain("<script>document.documentElement.dir = 'rtl';</script>");
    expect(html).toContain('<script>/* starts #app-scripts */</script>');
    // The lead picture is asked for first, before the styles; other pictures are not.
    const preload =
      '<link rel="preload" as="image" href="/uploads/lead.webp" imagesrcset="/uploads/lead-w480.webp 480w, /uploads/lead.webp 1600w" imagesizes="100vw" fetchpriority="high">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<title>'));
    expect(html).not.toContain('href="/uploads/icon.png" fetchpriority');
    expect(html).toContain('<div id="root"><h1>/</h1><p>menu:About</p>');
    expect(html).not.toContain('<noscript>');
    const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(state?.[1] ?? 'null')).toEqual({
      lang: 'ar',
      queries: { note: '</script><script>alert(2)</script>' },
    });
  });

  it('renders an English address in English', async () => {
    const res = await page('/en/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('"/assets/common-en.js"');
  });

  it('keeps a page: the next request is a hit, with an ETag, Brotli, and 304 when unchanged', async () => {
    const first = await page('/contact-us');
    expect(first.headers['x-cache']).toBe('MISS');
    const again = await page('/contact-us', { 'accept-encoding': 'br' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const etag = String(again.headers.etag);
    const notModified = await page('/contact-us', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('drops a kept page when an answer it was built from changes', async () => {
    const before = await page('/branches');
    expect(before.body).toContain('menu:About');
    expect((await page('/branches')).headers['x-cache']).toBe('HIT');
    await ctx.app.db
      .insert(menuItems)
      .values({ titleAr: 'الفروع', titleEn: 'Branches', uri: 'branches', sortOrder: 2 });
    await ctx.app.invalidatePublic(['menu']);
    const after = await page('/branches');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('menu:About,Branches');
    // Another tag leaves it kept.
    await ctx.app.invalidatePublic(['news']);
    expect((await page('/branches')).headers['x-cache']).toBe('HIT');
  });

  it('does not keep a page built from a read the cache does not keep, nor a 404', async () => {
    for (const url of ['/untagged', '/missing']) {
      const first = await page(url);
      const second = await page(url);
      expect(first.body, url).toContain(`<h1>${url}</h1>`);
      expect(first.headers['x-cache'], url).toBeUndefined();
      expect(second.headers['cache-control'], url).toBe('no-cache');
      // Rendered again: a later render count.
      expect(second.body, url).not.toBe(first.body);
    }
    expect((await page('/missing')).statusCode).toBe(404);
  });

  it('redirects other spellings and `?lang=` to the canonical address', async () => {
    for (const [url, location] of [
      ['/?lang=en', '/en'],
      ['/about-us?lang=en&x=1', '/en/about-us?x=1'],
      ['/en/about-us?lang=ar', '/about-us'],
      ['/ar/about-us', '/about-us'],
      ['/ar', '/'],
      ['/en/', '/en'],
      ['/EN/branches', '/en/branches'],
      ['/about-us/', '/about-us'],
      ['/moved', '/about-us/%D8%AC%D8%AF%D8%A9'],
      // Another case of a known address; the query stays, a city's or a slug's spelling too.
      ['/About-Us', '/about-us'],
      ['/EN/Contact-Us?x=1&y=2', '/en/contact-us?x=1&y=2'],
      ['/Medical-Journal?page=2', '/medical-journal?page=2'],
      ['/en/BRANCHES/Jeddah/4-Corniche', '/en/branches/Jeddah/4-Corniche'],
      ['/not-found', '/Not-found'],
    ]) {
      const res = await page(url as string);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('answers an address in its own case, and a city or slug in any case, without a redirect', async () => {
    for (const url of ['/about-us', '/branches/جدة', '/en/branches/Jeddah', '/Not-found', '/medical-journal/7-Word']) {
      expect((await page(url)).statusCode, url).not.toBe(301);
    }
  });

  it('never redirects to a protocol-relative address (another host)', async () => {
    for (const url of [
      '//evil.example',
      '/ar//evil.example',
      '/en//evil.example?lang=ar',
      '///evil.example/',
      '/About-Us//evil.example',
      '//About-Us',
      '/en/login//evil.example',
    ]) {
      const res = await page(url);
      expect(String(res.headers.location ?? ''), url).not.toMatch(/^\/\/|^https?:/);
    }
  });

  it('sends the client-rendered shell when a page cannot render, and for the staff areas', async () => {
    const failed = await page('/boom');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX);
    expect(failed.headers['cache-control']).toBe('no-cache');
    // A public page that failed once stays indexable: the next request may render it.
    expect(failed.headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/admin/admin-users', '/store-admin', '/login?lang=en', '/LOGIN', '/admin']) {
      const res = await page(url);
      expect(res.body, url).toBe(INDEX);
      // The staff app's shell is of no use in search results.
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await page('/about-us')).headers['x-robots-tag']).toBeUndefined();
  });

  it('sends a staff address written under a language to the staff address, which reads the language from the query', async () => {
    for (const [url, location] of [
      ['/en/login', '/login?lang=en'],
      ['/en/admin', '/admin?lang=en'],
      ['/en/store-admin/orders?status=new', '/store-admin/orders?status=new&lang=en'],
      ['/EN/Admin/admin-users', '/Admin/admin-users?lang=en'],
      ['/ar/login', '/login?lang=ar'],
      ['/en/login?lang=ar', '/login?lang=ar'],
    ]) {
      const res = await page(url as string);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('sends /index.html to the home page, keeping the query', async () => {
    for (const [url, location] of [
      ['/index.html', '/'],
      ['/index.html?utm_source=x', '/?utm_source=x'],
    ]) {
      const res = await page(url as string);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('answers a kept page before routing, by its raw address', async () => {
    await page('/form');
    const kept = ctx.app.keptPages.get('/form');
    expect(kept).toBeDefined();
    expect(ctx.app.keptPages.get('/form?x=1')).toBeUndefined();
  });

  it('gives the page to link-preview robots that accept any type or send no Accept, and JSON to a JSON client', async () => {
    for (const accept of ['*/*', undefined]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const res = await ctx.app.inject({ method: 'GET', url: '/en/contact-us', headers });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="en" dir="ltr"');
    }
    const json = await ctx.app.inject({
      method: 'GET',
      url: '/en/investors',
      headers: { accept: 'application/json', locale: 'en' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'The requested path does not exist.' });
    // The staff areas stay pages for browsers only.
    const staff = await ctx.app.inject({ method: 'GET', url: '/admin/admin-users', headers: { accept: '*/*' } });
    expect(staff.statusCode).toBe(404);
  });
});

describe("public pages with the public site's own client build", () => {
  let publicDist: string;
  let publicCtx: TestContext;

  beforeAll(async () => {
    publicDist = fakeBuild({ publicBuild: true });
    publicCtx = await createTestContext({ webDist: publicDist, publicUrl: 'https://www.pharmacy.example' });
  });
  afterAll(async () => {
    await publicCtx?.close();
    fs.rmSync(path.dirname(publicDist), { recursive: true, force: true });
  });

  it("loads the public build's entry, its steps, and the page's chunks and strings from its manifest", async () => {
    const res = await page('/en/about-us', {}, publicCtx);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(appScripts(html)).toEqual({
      entry: '/assets/public-main-1.js',
      preload: ['/assets/public-lang-1.js', '/assets/public-start-1.js', '/assets/page-2.js', '/assets/common-en-2.js'],
    });
    // The public entry's stylesheet is inlined, not the main entry's.
    expect(html).toContain('<style>body{margin:1px}\n.page{color:plum}</style>');
    for (const css of ['public-main-1', 'page-2']) {
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}.css" disabled>`);
    }
    for (const main of ['index-1', 'lang-1', 'start-1', 'page-1', 'shared-1']) {
      expect(html, main).not.toContain(`/assets/${main}.`);
    }
    // index.html's own entry script and its preloads are gone, its inline scripts kept.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script>/* starts #app-scripts */</script>');
  });

  it('still sends the client-rendered shell (the main build) when a page cannot render', async () => {
    expect((await page('/boom', {}, publicCtx)).body).toBe(INDEX);
    expect((await page('/admin/admin-users', {}, publicCtx)).body).toBe(INDEX);
  });
});
