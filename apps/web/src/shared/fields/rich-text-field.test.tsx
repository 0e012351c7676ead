import { RICH_TEXT_TAGS } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderFields, stubLayout } from '../test-utils';
import { BilingualField } from './bilingual-field';
import { richTextExtensions } from './rich-text-editor';
import { RichTextBilingualInput, RichTextField } from './rich-text-field';

const user = userEvent.setup({ delay: null });

beforeAll(stubLayout);

function tagsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<([a-z0-9]+)[\s>/]/gi)].map((match) => match[1]!.toLowerCase()))];
}

describe('RichTextField', () => {
  it('loads the editor lazily and binds typed text and bold to the form as HTML', async () => {
    const view = renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, { body: '' });
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    expect(editor).toHaveAttribute('contenteditable', 'true');

    await user.click(editor);
    await user.keyboard('Hello ');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('world');
    await waitFor(() => expect(view.values().body).toBe('<p>Hello <strong>world</strong></p>'));
  });

  it('turns a paragraph into a heading and a numbered list from the toolbar', async () => {
    const view = renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, { body: '<p>Title</p>' });
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Heading level 2' }));
    expect(view.values().body).toBe('<h2>Title</h2>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(view.values().body).toBe('<ol><li><p>Title</p></li></ol>');
  });

  it('links the selected text, refusing a javascript: address', async () => {
    const view = renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, { body: '<p>Visit us</p>' });
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(await screen.findByText(/Enter a link starting with https:\/\//)).toBeInTheDocument();
    expect(view.values().body).toBe('<p>Visit us</p>');

    await user.clear(address);
    await user.type(address, 'https://example.com/branches{Enter}');
    await waitFor(() => expect(view.values().body).toBe('<p><a href="https://example.com/branches">Visit us</a></p>'));
    expect(screen.getByRole('button', { name: 'Remove link' })).toBeEnabled();
  });

  it('warns about a stored table it cannot keep, and keeps the stored HTML until the text is edited', async () => {
    const stored = '<p>Rates</p><table><tbody><tr><td>2025</td><td>5%</td></tr></tbody></table>';
    const view = renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, { body: stored });
    await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByText(/contains a table or an image the editor cannot keep/)).toBeInTheDocument();
    expect(view.values().body).toBe(stored);
  });

  it('shows no such warning for text it can represent', async () => {
    renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, {
      body: '<p>Plain <strong>text</strong></p>',
    });
    await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.queryByText(/the editor cannot keep/)).not.toBeInTheDocument();
  });

  it('shows a value set from outside and stores an emptied editor as an empty string', async () => {
    const view = renderFields(<RichTextField name="body" label={{ text: 'Body' }} />, { body: '<p>Old</p>' });
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    act(() => view.form().setValue('body', '<p>Loaded <em>record</em></p>'));
    await waitFor(() => expect(editor).toHaveTextContent('Loaded record'));
    expect(view.values().body).toBe('<p>Loaded <em>record</em></p>');

    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(view.values().body).toBe(''));
  });
});

describe('RichTextBilingualInput', () => {
  it('writes Arabic right to left and English left to right, with an Arabic toolbar', async () => {
    renderFields(
      <BilingualField
        label="users:fields.name"
        names={{ ar: 'translation.0.body', en: 'translation.1.body' }}
        input={RichTextBilingualInput}
      />,
      { translation: [{ body: '<p>مرحبا</p>' }, { body: '<p>Hello</p>' }] },
      { lang: 'ar' },
    );
    const arabic = await screen.findByRole('textbox', { name: 'الاسم (بالعربية)' });
    const english = await screen.findByRole('textbox', { name: 'الاسم (بالإنجليزية)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('lang', 'en');
    const toolbars = screen.getAllByRole('toolbar', { name: 'أدوات التنسيق' });
    expect(toolbars).toHaveLength(2);
    expect(within(toolbars[0]!).getByRole('button', { name: 'غامق' })).toBeInTheDocument();
  });
});

describe('the editor and the shared allowlist', () => {
  it('produces only allowlisted tags, even from pasted markup outside it', () => {
    const editor = new Editor({
      extensions: richTextExtensions(),
      content:
        '<h1>Big</h1><h2>Two</h2><h4>Four</h4><p style="color:red" onclick="x()"><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a></p><script>alert(1)</script>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>p</pre><img src="x.png"><table><tr><td>t</td></tr></table>',
    });
    const html = editor.getHTML();
    editor.destroy();
    for (const tag of tagsOf(html)) expect(RICH_TEXT_TAGS).toContain(tag);
    expect(html).not.toMatch(/javascript:|onclick|style=|<script|<h1/i);
    expect(html).toContain('<a href="https://example.com">good</a>');
    expect(html).toContain('<h2>Two</h2><h4>Four</h4>');
  });
});
