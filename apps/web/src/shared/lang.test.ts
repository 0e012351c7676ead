import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { applyDocumentLang, consumeLangParam, dirOf, getLang, intlLocale, setPageLang } from './lang';

/** Runs the inline script of index.html that sets dir/lang before the first paint. */
function runInlineScript() {
  const match = /<script>([\s\S]*?)<\/script>/.exec(indexHtml);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  new Function(match[1])();
}

describe('language', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  });

  it('defaults to Arabic and ignores unknown stored values', () => {
    expect(getLang()).toBe('ar');
    localStorage.setItem('lang', 'fr');
    expect(getLang()).toBe('ar');
    localStorage.setItem('lang', 'en');
    expect(getLang()).toBe('en');
  });

  it('a ?lang= parameter sets the language and is removed from the URL, keeping the rest', () => {
    window.history.replaceState(null, '', '/admin/admin-users?page=2&lang=en#top');

    expect(consumeLangParam()).toBe('en');

    expect(localStorage.getItem('lang')).toBe('en');
    expect(window.location.pathname).toBe('/admin/admin-users');
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#top');
  });

  it('an invalid ?lang= is dropped without changing the stored language', () => {
    localStorage.setItem('lang', 'en');
    window.history.replaceState(null, '', '/?lang=fr');

    expect(consumeLangParam()).toBe('en');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('Arabic sets dir=rtl lang=ar on <html>, English dir=ltr lang=en', () => {
    applyDocumentLang('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    applyDocumentLang('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });

  it("index.html's inline script applies the stored language to a staff page before the app loads", () => {
    window.history.replaceState(null, '', '/admin/admin-users');
    localStorage.setItem('lang', 'en');
    runInlineScript();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    localStorage.removeItem('lang');
    runInlineScript();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it("index.html's inline script honours ?lang= over the stored language on a staff page", () => {
    localStorage.setItem('lang', 'ar');
    window.history.replaceState(null, '', '/login?lang=en');
    runInlineScript();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it("index.html's inline script reads a public page's language from its address, whatever is stored", () => {
    localStorage.setItem('lang', 'en');
    window.history.replaceState(null, '', '/about-us?lang=en');
    runInlineScript();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    localStorage.setItem('lang', 'ar');
    for (const path of ['/en', '/en/medical-journal/12-x', '/EN/branches']) {
      window.history.replaceState(null, '', path);
      runInlineScript();
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    }
    // A path that only starts with the letters is Arabic.
    window.history.replaceState(null, '', '/english');
    runInlineScript();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('a public page takes the language its address names over the stored one', () => {
    localStorage.setItem('lang', 'en');
    setPageLang('ar');
    try {
      expect(getLang()).toBe('ar');
    } finally {
      setPageLang(null);
    }
    expect(getLang()).toBe('en');
  });

  it('formats with Latin digits in Arabic and the Gregorian calendar', () => {
    const formatted = new Intl.DateTimeFormat(intlLocale('ar'), { year: 'numeric' }).format(new Date('2025-03-01'));
    expect(formatted).toContain('2025');
  });
});
