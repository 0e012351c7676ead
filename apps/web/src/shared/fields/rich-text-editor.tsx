import { isAllowedRichTextUrl, RICH_TEXT_HEADING_LEVELS } from '@app/contracts';
import { ActionIcon, Alert, Button, Group, Input, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { useId } from '@mantine/hooks';
import HardBreak from '@tiptap/extension-hard-break';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers, IconUnlink } from '../icons';
import type { Lang } from '../lang';
import type { FieldLabel } from '../translation-key';
import type { BilingualInputProps } from './bilingual-field';
import classes from './rich-text-editor.module.css';
import { useField } from './use-field';

/**
 * Only what the shared allowlist (`@app/contracts` rich-text) keeps and the public site styles:
 * headings 2–4, paragraphs, bold, italic, bulleted and numbered lists, links. Pasted content loses
 * anything else here already, and the server sanitizes again on save.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // No empty paragraph appended after a heading or list: it would be stored as <p></p>.
      trailingNode: false,
      // Ctrl/Cmd+Enter saves the form (ResourceForm); a line break is Shift+Enter only.
      hardBreak: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isAllowedRichTextUrl(url),
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    HardBreak.extend({
      addKeyboardShortcuts() {
        return { 'Shift-Enter': () => this.editor.commands.setHardBreak() };
      },
    }),
  ];
}

/** An empty document is stored as '' (so a required field is refused), not as `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the selection in the editor while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function LinkButton({ editor, dir }: { editor: Editor; dir: 'rtl' | 'ltr' }) {
  const { t } = useTranslation('toolkit');
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setError(null);
    setOpened(true);
  };
  const apply = () => {
    const href = url.trim();
    if (!isAllowedRichTextUrl(href)) {
      setError(t('rich_text.link_invalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="bottom">
      <Popover.Target>
        <ToolButton label={t('rich_text.link')} active={editor.isActive('link')} onClick={open}>
          <IconLink />
        </ToolButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label={t('rich_text.link_url')}
            placeholder="https://"
            dir="ltr"
            value={url}
            error={error}
            data-autofocus
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Group justify="flex-end" gap="xs" dir={dir}>
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('actions.cancel')}
            </Button>
            <Button size="xs" onClick={apply}>
              {t('rich_text.link_apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function Toolbar({ editor, dir }: { editor: Editor; dir: 'rtl' | 'ltr' }) {
  const { t } = useTranslation('toolkit');
  // Re-render the buttons' pressed state as the selection moves.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      headings: RICH_TEXT_HEADING_LEVELS.map((level) => current.isActive('heading', { level })),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  return (
    <Group gap={2} className={classes.toolbar} role="toolbar" aria-label={t('rich_text.toolbar')} dir={dir}>
      {RICH_TEXT_HEADING_LEVELS.map((level, index) => (
        <ToolButton
          key={level}
          label={t('rich_text.heading', { level })}
          active={state.headings[index]}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          <span style={{ fontSize: 12, fontWeight: 700 }}>H{level}</span>
        </ToolButton>
      ))}
      <ToolButton
        label={t('rich_text.bold')}
        active={state.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        <IconBold />
      </ToolButton>
      <ToolButton
        label={t('rich_text.italic')}
        active={state.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <IconItalic />
      </ToolButton>
      <ToolButton
        label={t('rich_text.bullet_list')}
        active={state.bullet}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        <IconList style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </ToolButton>
      <ToolButton
        label={t('rich_text.ordered_list')}
        active={state.ordered}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <IconListNumbers style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </ToolButton>
      <LinkButton editor={editor} dir={dir} />
      <ToolButton
        label={t('rich_text.unlink')}
        disabled={!state.link}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        <IconUnlink />
      </ToolButton>
    </Group>
  );
}

/**
 * Stored texts may hold tables and images (the allowlist keeps them, older content has them) that
 * this editor has no way to represent: editing such a text here would flatten them.
 */
export function holdsMarkupTheEditorDrops(html: string | null | undefined): boolean {
  return typeof html === 'string' && /<(table|img)\b/i.test(html);
}

export interface RichTextInputProps extends Partial<Pick<BilingualInputProps, 'lang' | 'dir'>> {
  name: string;
  /** i18n key or translated `{ text }`; the form's label for `name` when omitted. */
  label?: FieldLabel;
  required?: boolean;
  description?: string;
}

/**
 * A rich-text editor bound to react-hook-form; the value is HTML. The text runs right to left for
 * Arabic content and left to right for English, whatever the interface language.
 */
function RichTextInput({ name, label, lang, dir, required, description }: RichTextInputProps) {
  const { t, i18n } = useTranslation('toolkit');
  const contentLang = (lang ?? i18n.language) as Lang;
  const direction = dir ?? (contentLang === 'ar' ? 'rtl' : 'ltr');
  const { field, label: text, error, required: isRequired } = useField(name, label, required);
  const id = useId();
  const errorId = `${id}-error`;
  const attributes = useMemo(
    () => ({
      dir: direction,
      lang: contentLang,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    }),
    [direction, contentLang, id, error, errorId],
  );
  // The HTML this editor last reported, so a value coming back from the form is not re-applied.
  const emitted = useRef<string>(field.value ?? '');
  // Until the text is edited here, the form keeps the stored HTML as it is (tables included).
  const [dropsMarkup, setDropsMarkup] = useState(() => holdsMarkupTheEditorDrops(field.value));
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const onBlur = useRef(field.onBlur);
  onBlur.current = field.onBlur;

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: field.value || '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChange.current(html);
    },
    onBlur: () => onBlur.current(),
  });

  // A value set from outside (reset, a loaded record) replaces the content.
  useEffect(() => {
    const next = field.value ?? '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    setDropsMarkup(holdsMarkupTheEditorDrops(next));
    editor.commands.setContent(next || '', { emitUpdate: false });
  }, [editor, field.value]);

  // The error state is part of the editable's attributes, which Tiptap sets once.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  return (
    <Input.Wrapper
      label={text}
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      required={isRequired}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
    >
      {dropsMarkup && (
        <Alert color="yellow" variant="light" mb="xs">
          {t('rich_text.drops_markup')}
        </Alert>
      )}
      {editor && <Toolbar editor={editor} dir={direction} />}
      <div className={classes.content} data-error={error ? true : undefined}>
        <EditorContent editor={editor} ref={field.ref} />
      </div>
    </Input.Wrapper>
  );
}

export default RichTextInput;
