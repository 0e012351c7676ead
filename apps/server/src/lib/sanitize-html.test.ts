import { RICH_TEXT_HEADING_LEVELS, RICH_TEXT_TAGS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('drops scripts together with their text', () => {
    expect(sanitizeRichText('<p>مرحبا</p><script>alert(1)</script>')).toBe('<p>مرحبا</p>');
  });

  it('drops event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">x</a>',
    );
    expect(out).not.toMatch(/onerror|onclick|javascript:/i);
    expect(out).toContain('<img src="https://example.com/a.png" />');
    expect(out).toContain('<a>x</a>');
  });

  it('drops styles, iframes and data: images', () => {
    const out = sanitizeRichText(
      '<p style="color:red">a</p><style>p{}</style><iframe src="https://x"></iframe><img src="data:image/png;base64,AAAA">',
    );
    expect(out).toBe('<p>a</p><img />');
  });

  it('keeps allowlisted formatting, direction and safe links', () => {
    const html =
      '<h3>عنوان</h3><p dir="rtl"><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><a href="https://example.com">link</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('forces rel=noopener on links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.sa" target="top">x</a>')).toBe('<a href="mailto:a@b.sa">x</a>');
  });

  it('treats empty input as empty text', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });

  it('keeps everything the back-office editor can produce', () => {
    const headings = RICH_TEXT_HEADING_LEVELS.map((level) => `<h${level}>h${level}</h${level}>`).join('');
    const html = `${headings}<p dir="ltr"><strong>b</strong><em>i</em><a href="https://example.com/x">l</a><a href="/news/1">in</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('follows the shared allowlist: a tag outside it loses its markup but keeps its text', () => {
    expect(RICH_TEXT_TAGS).not.toContain('h1');
    expect(sanitizeRichText('<h1>Title</h1><p>x</p>')).toBe('Title<p>x</p>');
    expect(sanitizeRichText('<a href="vbscript:x">v</a><a href="//evil.example/x">p</a>')).toBe('<a>v</a><a>p</a>');
  });

  it('strips direction controls from the text, written as characters or as entities, and keeps the joiners', () => {
    expect(sanitizeRichText('<p dir="rtl">نص \u202Eمقلوب\u200F و\u2066معزول\u2069</p>')).toBe(
      '<p dir="rtl">نص مقلوب ومعزول</p>',
    );
    expect(sanitizeRichText('<p>a&#x202E;b&#8207;c</p>')).toBe('<p>abc</p>');
    expect(sanitizeRichText('<p>می\u200Cخواهم</p>')).toBe('<p>می\u200Cخواهم</p>');
  });
});
