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

describe('bidiSegments keeps a left-to-right phrase in one run', () => {
  const runs = (text: string) =>
    bidiSegments(text, 'rtl')
      .filter((segment) => segment.dir)
      .map((segment) => segment.text);

  it('isolates a drug name with its dose as one phrase, not word by word', () => {
    expect(bidiSegments('جرعة Panadol Extra 500 mg للكبار', 'rtl')).toEqual([
      { text: 'جرعة ' },
      { text: 'Panadol Extra 500 mg', dir: 'ltr' },
      { text: ' للكبار' },
    ]);
    expect(runs('Vitamin D3 1000 IU')).toEqual(['Vitamin D3 1000 IU']);
  });

  it('keeps the phrase whole at the start and at the end of an Arabic sentence', () => {
    expect(bidiSegments('Vitamin D3 1000 IU يوميًا مع الطعام', 'rtl')).toEqual([
      { text: 'Vitamin D3 1000 IU', dir: 'ltr' },
      { text: ' يوميًا مع الطعام' },
    ]);
    expect(bidiSegments('الجرعة اليومية Vitamin D3 1000 IU.', 'rtl')).toEqual([
      { text: 'الجرعة اليومية ' },
      { text: 'Vitamin D3 1000 IU', dir: 'ltr', trail: '.' },
    ]);
    expect(bidiSegments('تناول Vitamin D3 1000 IU، ثم راجع الطبيب', 'rtl')).toEqual([
      { text: 'تناول ' },
      { text: 'Vitamin D3 1000 IU', dir: 'ltr', trail: '،' },
      { text: ' ثم راجع الطبيب' },
    ]);
  });

  it('leaves the spaces around a run to the Arabic sentence', () => {
    expect(bidiSegments('راسلنا على info@example.com اليوم', 'rtl')).toEqual([
      { text: 'راسلنا على ' },
      { text: 'info@example.com', dir: 'ltr' },
      { text: ' اليوم' },
    ]);
  });

  it('keeps phone numbers, percentages and sizes whole', () => {
    expect(runs('اتصل على +966 11 234 5678 أو 920012345')).toEqual(['+966 11 234 5678', '920012345']);
    expect(runs('خصم 15% على الفيتامينات')).toEqual(['15%']);
    expect(runs('عرض 15% off على الفيتامينات')).toEqual(['15% off']);
    expect(runs('المقاس المقترح 293×189 بكسل')).toEqual(['293×189']);
  });

  it('keeps the slash of an app path on its left', () => {
    const segments = bidiSegments('مسار داخل التطبيق مثل /offers أو /categories/vitamins.', 'rtl');
    expect(segments.filter((s) => s.dir).map((s) => s.text)).toEqual(['/offers', '/categories/vitamins']);
  });

  it('keeps brackets of a phrase with it and leaves the Arabic ones outside', () => {
    expect(runs('تناول Panadol (Paracetamol 500 mg) بعد الأكل')).toEqual(['Panadol (Paracetamol 500 mg)']);
    expect(bidiSegments('الدواء (Panadol Extra) للكبار', 'rtl')).toEqual([
      { text: 'الدواء (' },
      { text: 'Panadol Extra', dir: 'ltr', trail: ')' },
      { text: ' للكبار' },
    ]);
  });

  it('keeps an Arabic phrase with its numbers in one run inside English text', () => {
    expect(bidiSegments('Open في أبها 24 ساعة daily', 'ltr')).toEqual([
      { text: 'Open ' },
      { text: 'في أبها 24 ساعة', dir: 'rtl' },
      { text: ' daily' },
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

  it('put a drug name and its dose in one bdi', () => {
    const { container } = render(<BidiText text="جرعة Panadol Extra 500 mg للكبار" dir="rtl" />);
    const runs = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(runs).toEqual(['Panadol Extra 500 mg']);
    const html = isolateHtml('<p>فيتامين Vitamin D3 1000 IU يوميًا</p>', 'rtl');
    expect(html).toContain('<bdi dir="ltr">Vitamin D3 1000 IU</bdi>');
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
