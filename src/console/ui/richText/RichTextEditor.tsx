// The rich-text editor of spec/console.md §2.25 (TipTap): bold, italic, link, ordered and bullet
// lists, indent -1/+1 (lift / sink the list item) and clean. What it emits is sanitised with the
// policy the server applies; an empty document is ''. Loaded lazily (see RichTextField).
import { Box, HStack, IconButton } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectReplay } from '../../app/uiSlice';
import {
  BoldIcon,
  BulletListIcon,
  CleanIcon,
  IndentIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  OutdentIcon,
} from './richTextIcons';
import { sanitizeRichHtml } from './sanitizeRichHtml';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label. */
  labelId: string;
  invalid?: boolean;
  disabled?: boolean;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { rel: null } },
  }),
];

interface Action {
  key: string;
  icon: ComponentType<IconProps>;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

function editLink(editor: Editor, prompt: string) {
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const href = window.prompt(prompt, current);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '') chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  invalid,
  disabled,
}: RichTextEditorProps) {
  const { t } = useTranslation('shell');
  const emitted = useRef(value);
  // A disabled fieldset (a replayed diagnostics bundle's) does not reach a contenteditable.
  const replay = useAppSelector(selectReplay);
  const readOnly = Boolean(disabled) || replay;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : sanitizeRichHtml(current.getHTML());
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  // A value from outside (a reset, another organiser's save) replaces the document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const actions: Action[] = [
    {
      key: 'bold',
      icon: BoldIcon,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      icon: ItalicIcon,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'link',
      icon: LinkIcon,
      run: (e) => editLink(e, t('richText.linkPrompt')),
      active: (e) => e.isActive('link'),
    },
    {
      key: 'orderedList',
      icon: OrderedListIcon,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'bulletList',
      icon: BulletListIcon,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'outdent',
      icon: OutdentIcon,
      run: (e) => e.chain().focus().liftListItem('listItem').run(),
      enabled: (e) => e.can().liftListItem('listItem'),
    },
    {
      key: 'indent',
      icon: IndentIcon,
      run: (e) => e.chain().focus().sinkListItem('listItem').run(),
      enabled: (e) => e.can().sinkListItem('listItem'),
    },
    {
      key: 'clean',
      icon: CleanIcon,
      run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
    },
  ];

  return (
    <Box
      w="full"
      borderWidth="1px"
      rounded="l2"
      borderColor={invalid ? 'border.error' : 'border'}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: invalid ? 'border.error' : 'primary',
        outlineOffset: '-1px',
      }}
    >
      <HStack
        role="toolbar"
        aria-label={t('richText.toolbar')}
        gap={0.5}
        px={1}
        py={1}
        borderBottomWidth="1px"
        wrap="wrap"
      >
        {actions.map(({ key, icon: Icon, run, active, enabled }) => (
          <IconButton
            key={key}
            size="xs"
            variant={editor && active?.(editor) ? 'subtle' : 'ghost'}
            aria-label={t(`richText.${key}`)}
            aria-pressed={active && editor ? active(editor) : undefined}
            disabled={!editor || readOnly || (enabled ? !enabled(editor) : false)}
            onClick={() => editor && run(editor)}
          >
            <Icon boxSize={4} />
          </IconButton>
        ))}
      </HStack>
      <Box
        px={3}
        py={2}
        minH="96px"
        css={{
          '& .rich-text-content': { outline: 'none', minHeight: '80px' },
          '& ul, & ol': { paddingInlineStart: '1.5em' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'var(--chakra-colors-primary-fg)', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
