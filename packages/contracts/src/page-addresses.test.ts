import { describe, expect, it } from 'vitest';
import { ITEM_PATHS, idOfSlug, isPublicPagePath, localizedPath, readPageAddress, slugOf } from './page-addresses';

describe('page addresses', () => {
  it('reads the language and the canonical spelling of an address', () => {
    expect(readPageAddress('/about-us')).toEqual({ lang: 'ar', path: '/about-us', canonical: true });
    expect(readPageAddress('/en/about-us')).toEqual({ lang: 'en', path: '/about-us', canonical: true });
    expect(readPageAddress('/en')).toEqual({ lang: 'en', path: '/', canonical: true });
    expect(readPageAddress('/english')).toEqual({ lang: 'ar', path: '/english', canonical: true });
    for (const [spelling, lang, path] of [
      ['/ar/about-us', 'ar', '/about-us'],
      ['/ar', 'ar', '/'],
      ['/en/', 'en', '/'],
      ['/EN/branches', 'en', '/branches'],
      ['/about-us/', 'ar', '/about-us'],
      ['//evil.example', 'ar', '/evil.example'],
      ['/ar//evil.example', 'ar', '/evil.example'],
      ['/en//evil.example/', 'en', '/evil.example'],
    ] as const) {
      expect(readPageAddress(spelling), spelling).toEqual({ lang, path, canonical: false });
    }
  });

  it('never writes an address that leaves the site', () => {
    for (const spelling of ['//evil.example', '/ar//evil.example', '///evil.example', '/ar///x']) {
      const { path } = readPageAddress(spelling);
      for (const lang of ['ar', 'en'] as const) expect(localizedPath(lang, path).startsWith('//')).toBe(false);
    }
  });

  it('tells public pages from the staff areas and files', () => {
    for (const path of ['/', '/en/branches', '/medical-journal/1-x', '/nope'])
      expect(isPublicPagePath(path)).toBe(true);
    for (const path of ['/admin', '/store-admin/users', '/login', '/api/menu', '/uploads/a.webp', '/ADMIN']) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });

  it('makes readable slugs in the title’s own script, and reads the id back', () => {
    expect(slugOf(12, 'فوائدُ فيتامين «د» للعظام!')).toBe('12-فوائد-فيتامين-د-للعظام');
    expect(slugOf(7, 'Benefits of Vitamin D: 5 facts')).toBe('7-benefits-of-vitamin-d-5-facts');
    expect(slugOf(3, '   ')).toBe('3');
    expect(slugOf(3, null)).toBe('3');
    expect(idOfSlug('12-فوائد')).toBe(12);
    expect(idOfSlug('12')).toBe(12);
    for (const slug of ['x12', '', undefined, '12x', '1234567890-too-long']) expect(idOfSlug(slug), slug).toBeNull();
  });

  it('puts a branch under its city, escaping only what would end a segment', () => {
    expect(ITEM_PATHS.branch('جدة', slugOf(4, 'فرع الروضة'))).toBe('/branches/جدة/4-فرع-الروضة');
    expect(ITEM_PATHS.branch('Al Khobar', '9-corniche')).toBe('/branches/Al Khobar/9-corniche');
    expect(ITEM_PATHS.branch('a/b?c', '1')).toBe('/branches/a%2Fb%3Fc/1');
    expect(ITEM_PATHS.city('a/b?c')).toBe('/branches/a%2Fb%3Fc');
  });
});
