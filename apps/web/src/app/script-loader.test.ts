import { APP_SCRIPTS_ELEMENT_ID, type AppScripts } from '@app/contracts/page-addresses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInlineScriptReading } from '../test/index-html';

const runLoader = () => runInlineScriptReading(APP_SCRIPTS_ELEMENT_ID);

const SCRIPTS: AppScripts = { entry: '/assets/index-1.js', preload: ['/assets/framework-1.js', '/assets/home-1.js'] };

/** A server-rendered page (with or without a lead picture) whose document has been parsed, the loader running. */
function parsedPage(lead: boolean) {
  document.body.innerHTML = `
    <div id="root">${lead ? '<img src="/uploads/lead.webp" fetchpriority="high">' : '<h1>About</h1>'}</div>
    <script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify(SCRIPTS)}</script>`;
  runLoader();
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

const started = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src);
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (l) => new URL(l.href).pathname,
  );
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

/** The browser's paint timing, played by the test: `paint()` reports the first contentful paint. */
let paint: () => void = () => {};
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    paint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  }
  observe() {}
  disconnect() {}
}

describe("index.html's script loader", () => {
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the listed scripts once the page has painted and its lead picture has arrived, not before', async () => {
    parsedPage(true);
    await nextFrame();
    expect(started()).toEqual([]);
    paint();
    await nextFrame();
    expect(started()).toEqual([]);

    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(started()).toEqual([`${window.location.origin}/assets/index-1.js`]);
    expect(preloaded()).toEqual(SCRIPTS.preload);
    // The window's load event after it starts nothing twice.
    window.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(1);
  });

  it('starts them after the first contentful paint on a page without a lead picture', async () => {
    parsedPage(false);
    await nextFrame();
    expect(started()).toEqual([]);
    paint();
    await nextFrame();
    expect(started()).toHaveLength(1);
  });

  it("starts them with the page's load when no paint is reported (a tab opened in the background)", async () => {
    parsedPage(true);
    window.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(1);
  });

  it('does not wait for a paint the browser cannot report', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    parsedPage(false);
    await nextFrame();
    expect(started()).toHaveLength(1);
  });

  it('adds a long list a few preloads per task, the entry after the last', async () => {
    const preload = Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`);
    document.body.innerHTML = `
      <div id="root"><h1>Branches</h1></div>
      <script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify({ ...SCRIPTS, preload })}</script>`;
    runLoader();
    window.dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual(preload.slice(0, 4));
    expect(started()).toEqual([]);
    await vi.waitFor(() => expect(started()).toHaveLength(1));
    expect(preloaded()).toEqual(preload);
  });

  it('does nothing on the client-rendered app (no list: index.html has its own entry script)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    runLoader();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    window.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(started()).toEqual([]);
  });
});
