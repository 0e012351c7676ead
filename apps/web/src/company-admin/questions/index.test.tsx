import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './columns';

describe('plainExcerpt', () => {
  it('drops tags and entities and shortens long answers', () => {
    expect(plainExcerpt('<p>The <strong>ticker</strong>&nbsp;is</p><p>4163</p>')).toBe('The ticker is 4163');
    expect(plainExcerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
