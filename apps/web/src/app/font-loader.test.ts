import { PAGE_FONTS_ELEMENT_ID } from '@app/contracts/page-addresses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInlineScriptReading } from '../test/index-html';

const runFontScript = () => runInlineScriptReading(PAGE_FONTS_ELEMENT_ID);

const FILES = ['/assets/plex-arabic-400.woff2', '/assets/plex-latin-400.woff2'];

/** The head as the server writes it: the rules off, named, with the files the page uses. */
function fontsElement(): HTMLStyleElement {
  document.head.innerHTML = `<style id="${PAGE_FONTS_ELEMENT_ID}" media="not all" data-fonts="set-1" data-warm='${JSON.stringify(FILES)}'>@font-face{font-family:Plex}</style>`;
  return document.getElementById(PAGE_FONTS_ELEMENT_ID) as HTMLStyleElement;
}

describe("index.html's font script", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('turns the fonts on at once when an earlier visit fetched this set of them', () => {
    localStorage.setItem('page-fonts', 'set-1');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const fonts = fontsElement();
    runFontScript();
    expect(fonts.media).toBe('all');
    // Asked for at once, so the first layout finds them ready.
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(FILES);
    expect(preloads.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps them off on a first visit, fetches their files after the load and remembers them for the next', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_file: string) => new Response('font'));
    vi.stubGlobal('fetch', fetch);
    const fonts = fontsElement();
    runFontScript();
    expect(fonts.media).toBe('not all');
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.mock.calls.map(([file]) => file)).toEqual(FILES);
    await vi.waitFor(() => expect(localStorage.getItem('page-fonts')).toBe('set-1'));
    // This view keeps the system font: nothing changes under the reader.
    expect(fonts.media).toBe('not all');
  });

  it('fetches again, and keeps them off, when the remembered set is another build’s or a file failed', async () => {
    localStorage.setItem('page-fonts', 'set-0');
    vi.useFakeTimers();
    const fetch = vi.fn(async (file: string) => new Response('font', { status: file.includes('latin') ? 500 : 200 }));
    vi.stubGlobal('fetch', fetch);
    const fonts = fontsElement();
    runFontScript();
    expect(fonts.media).toBe('not all');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(localStorage.getItem('page-fonts')).toBe('set-0');
  });

  it('does nothing on a page without fonts (the staff app)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    runFontScript();
    window.dispatchEvent(new Event('load'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
