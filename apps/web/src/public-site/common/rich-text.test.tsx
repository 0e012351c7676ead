import { describe, expect, it } from 'vitest';
import { shiftHeadings } from './rich-text';

describe('shiftHeadings', () => {
  it('moves the highest heading to the level asked and keeps the steps below it', () => {
    expect(shiftHeadings('<h3>A</h3><p>x</p><h4 class="k">B</h4><h3>C</h3>', 2)).toBe(
      '<h2>A</h2><p>x</p><h3 class="k">B</h3><h2>C</h2>',
    );
    // A text with its own h1 goes under the page's.
    expect(shiftHeadings('<h1>A</h1><h2>B</h2><H6>C</H6>', 2)).toBe('<h2>A</h2><h3>B</h3><h6>C</h6>');
  });

  it('leaves text already at that level, or without headings, as it is, and touches tag names only', () => {
    const text = '<h2>A</h2><h4>B</h4>';
    expect(shiftHeadings(text, 2)).toBe(text);
    expect(shiftHeadings('<p>h3 <b>header</b> <hr></p>', 2)).toBe('<p>h3 <b>header</b> <hr></p>');
    // Stored text is sanitized: a `<` inside an attribute arrives escaped.
    expect(shiftHeadings('<h3>A</h3><a href="/x?q=&lt;h1&gt;">h1</a>', 2)).toBe(
      '<h2>A</h2><a href="/x?q=&lt;h1&gt;">h1</a>',
    );
  });
});
