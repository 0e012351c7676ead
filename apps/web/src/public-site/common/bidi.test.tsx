import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidiText, bidiSegments, isolateHtml } from './bidi';
import { ClampedText, excerptOf } from './clamp';

describe('bidiSegments', () => {
  it('isolates an e-mail in Arabic text and keeps its full stop with it', () => {
    const segments = bidiSegments('راسلونا على البريد info@rawaa-pharmacy.example.', 'rtl');
    expect(segments).toEqual([
      { text: 'راسلونا على البريد ' },
      { text: 'info@rawaa-pharmacy.example', dir: 'ltr', trail: '.' },
    ]);
  });

  it('isolates numbers, phone numbers, codes and URLs in Arabic text', () => {
    const runs = (text: string) =>
      bidiSegments(text, 'rtl')
        .filter((segment) => segment.dir)
        .map((segment) => segment.text);
    expect(runs('تدير نحو 160 فرعاً')).toEqual(['160']);
    expect(runs('اتصل على +966 11 234 5678 الآن')).toEqual(['+966 11 234 5678']);
    expect(runs('الترخيص SFDA-PH-4521873، والموقع https://ade.sfda.gov.sa.')).toEqual([
      'SFDA-PH-4521873',
      'https://ade.sfda.gov.sa',
    ]);
  });

  it('isolates Arabic inside English text', () => {
    expect(bidiSegments('Our Abha branch (أبها) opens at 9.', 'ltr')).toEqual([
      { text: 'Our Abha branch (' },
      { text: 'أبها', dir: 'rtl', trail: ')' },
      { text: ' opens at 9.' },
    ]);
  });
});

describe('BidiText and isolateHtml', () => {
  it('wrap each run in a bdi with its direction', () => {
    const { container } = render(<BidiText text="البريد info@x.example." dir="rtl" />);
    const bdi = container.querySelector('bdi');
    expect(bdi).toHaveAttribute('dir', 'ltr');
    expect(bdi).toHaveTextContent('info@x.example');
    expect(bdi?.parentElement).toHaveTextContent('info@x.example.');
  });

  it('leave markup and links alone and isolate the text inside', () => {
    const html = isolateHtml('<p>نحو <strong>160</strong> فرعاً، <a href="/x">link 1</a></p>', 'rtl');
    expect(html).toContain('<strong><span');
    expect(html).toContain('<bdi dir="ltr">160</bdi>');
    expect(html).toContain('<a href="/x">link 1</a>');
  });
});

describe('excerptOf', () => {
  const text = 'أعلنت المجموعة عن افتتاح فروع جديدة لتصل شبكتها إلى نحو 160 فرعاً في أنحاء المملكة';

  it('never cuts into a number or a word', () => {
    for (let max = 10; max < text.length; max += 1) {
      const excerpt = excerptOf(text, max);
      const words = excerpt.replace(/…$/, '').split(' ');
      for (const word of words) expect(text.split(' ')).toContain(word);
      expect(excerpt).not.toMatch(/(^|\s)(60|0)\b/);
    }
  });

  it('keeps a short text whole and ends a cut one with an ellipsis', () => {
    expect(excerptOf('نص قصير', 50)).toBe('نص قصير');
    expect(excerptOf(text, 60)).toBe('أعلنت المجموعة عن افتتاح فروع جديدة لتصل شبكتها إلى نحو 160…');
  });

  it('is shown with its numbers isolated', () => {
    const { container } = render(<ClampedText text={text} maxChars={60} dir="rtl" />);
    expect(container.querySelector('bdi')).toHaveTextContent('160');
    expect(container.textContent).toBe('أعلنت المجموعة عن افتتاح فروع جديدة لتصل شبكتها إلى نحو 160…');
  });
});
