import { describe, expect, it } from 'vitest';
import {
  ITEM_PATHS,
  idOfSlug,
  isPublicPagePath,
  isStaffPath,
  localizedPath,
  readPageAddress,
  slugOf,
} from './page-addresses';

describe('page addresses', () => {
  it('reads the language and the canonical spelling of an address', () => {
    expect(readPageAddress('/about-us')).toEqual({ lang: 'ar', path: '/about-us', canonical: true });
    expect(readPageAddress('/en/about-us')).toEqual({ lang: 'en', path: '/about-us', canonical: true });
    expect(readPageAddress('/en')).toEqual({ lang: 'en', path: '/', canonical: true });
    expect(readPageAddress('/english')).toEqual({ lang: 'ar', path: '/english', canonical: true });
    // The spec's own capitals, a city's and a slug's spelling and an unknown address are left alone.
    for (const path of ['/Not-found', '/Error', '/branches/Jeddah', '/medical-journal/7-Vitamin', '/About', '/news']) {
      expect(readPageAddress(path), path).toEqual({ lang: 'ar', path, canonical: true });
    }
    expect(readPageAddress('/About-Us/x')).toEqual({ lang: 'ar', path: '/About-Us/x', canonical: true });
    for (const [spelling, lang, path] of [
      ['/ar/about-us', 'ar', '/about-us'],
      ['/ar', 'ar', '/'],
      ['/en/', 'en', '/'],
      ['/EN/branches', 'en', '/branches'],
      ['/about-us/', 'ar', '/about-us'],
      ['/About-Us', 'ar', '/about-us'],
      ['/EN/About-Us', 'en', '/about-us'],
      ['/en/MEDICAL-JOURNAL', 'en', '/medical-journal'],
      ['/Branches/جدة', 'ar', '/branches/جدة'],
      ['/en/Branches/Jeddah/4-Corniche', 'en', '/branches/Jeddah/4-Corniche'],
      ['/en/News/2-ten-new-branches', 'en', '/news/2-ten-new-branches'],
      ['/not-found', 'ar', '/Not-found'],
      ['/ERROR', 'ar', '/Error'],
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
    for (const path of ['/admin', '/store-admin/users', '/login', '/LOGIN', '/Admin/x'])
      expect(isStaffPath(path), path).toBe(true);
    for (const path of ['/api/menu', '/uploads/a.webp', '/', '/logins', '/administration']) {
      expect(isStaffPath(path), path).toBe(false);
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
