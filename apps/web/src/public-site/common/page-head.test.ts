import { BRAND } from '@app/contracts/brand';
import { SITE_SHARE_IMAGE } from '@app/contracts/page-render';
import { describe, expect, it } from 'vitest';
import { articleData, pageHead } from './page-head';

const ORIGIN = 'https://www.pharmacy.example';

describe('articleData', () => {
  it('describes an article with its absolute picture and address, published by the group', () => {
    const data = articleData(ORIGIN, {
      type: 'Article',
      title: 'ع'.repeat(130),
      description: 'Five steps',
      image: '/uploads/magazine/a.webp',
      published: '2026-11-01T08:00:00.000Z',
      lang: 'ar',
      path: '/medical-journal/1-طبقك',
      more: { articleSection: 'Nutrition' },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'ع'.repeat(110),
      description: 'Five steps',
      image: [`${ORIGIN}/uploads/magazine/a.webp`],
      datePublished: '2026-11-01T08:00:00.000Z',
      inLanguage: 'ar',
      articleSection: 'Nutrition',
      url: `${ORIGIN}/medical-journal/1-${encodeURIComponent('طبقك')}`,
      mainEntityOfPage: `${ORIGIN}/medical-journal/1-${encodeURIComponent('طبقك')}`,
      publisher: { '@id': `${ORIGIN}/#organization` },
      author: { '@id': `${ORIGIN}/#organization` },
    });
  });

  it('names the English page of an English item, as the pages pass their paths (without the prefix)', () => {
    const data = articleData(ORIGIN, {
      type: 'NewsArticle',
      title: 'Ten new branches',
      description: '',
      image: null,
      published: '2026-11-02T08:00:00.000Z',
      lang: 'en',
      path: '/news/2-ten-new-branches',
    });
    expect(data['@type']).toBe('NewsArticle');
    // A news item without a picture has none in its data.
    expect(data).not.toHaveProperty('image');
    expect(data.url).toBe(`${ORIGIN}/en/news/2-ten-new-branches`);
    expect(data.mainEntityOfPage).toBe(`${ORIGIN}/en/news/2-ten-new-branches`);
  });
});

describe('pageHead: the picture of a shared link', () => {
  const meta = (head: ReturnType<typeof pageHead>) =>
    Object.fromEntries(
      head.tags
        .filter((tag) => tag.tag === 'meta')
        .map((tag) => [tag.attrs.property ?? tag.attrs.name, tag.attrs.content] as const),
    );

  it("gives a page without a picture of its own the site's picture, absolute, with its size and a text", () => {
    for (const lang of ['ar', 'en'] as const) {
      const tags = meta(
        pageHead({ title: 'About us', description: 'Who we are' }, { origin: ORIGIN, lang, path: '/about-us' }),
      );
      expect(tags['og:image']).toBe(`${ORIGIN}${SITE_SHARE_IMAGE.path}`);
      expect(tags['og:image:width']).toBe(String(SITE_SHARE_IMAGE.width));
      expect(tags['og:image:height']).toBe(String(SITE_SHARE_IMAGE.height));
      expect(tags['og:image:type']).toBe('image/png');
      expect(tags['og:image:alt']).toBe(BRAND.name[lang]);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['twitter:image']).toBe(tags['og:image']);
      expect(tags['twitter:image:alt']).toBe(tags['og:image:alt']);
    }
  });

  it('gives a page its own picture, named by its title', () => {
    const tags = meta(
      pageHead(
        { title: 'Vitamin D', description: 'Sun', image: '/uploads/magazine/d.webp', type: 'article' },
        { origin: ORIGIN, lang: 'en', path: '/medical-journal/3-vitamin-d' },
      ),
    );
    expect(tags['og:image']).toBe(`${ORIGIN}/uploads/magazine/d.webp`);
    expect(tags['og:image:alt']).toBe('Vitamin D');
    // Its size is not known here: no size is better than a wrong one.
    expect(tags).not.toHaveProperty('og:image:width');
    expect(tags['twitter:image']).toBe(tags['og:image']);
  });
});
