import { describe, expect, it } from 'vitest';
import { articleData } from './page-head';

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
