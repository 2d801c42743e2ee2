// The rich-text editor of spec/console.md §2.25 (TipTap): bold, italic, link, ordered and bullet
// lists, indent -1/+1 (lift / sink the list item) and clean. What it emits is sanitised with the
// policy the server applies; an empty document is ''. Loaded lazily (see RichTextField), in
// place of a stand-in that may have taken focus and typing meanwhile (`handover`).
import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectReplay } from '../../app/uiSlice';
import { RichTextFrame } from './RichTextFrame';
import type { RichTextTool, ToolState } from './RichTextFrame';
import { sanitizeRichHtml } from './sanitizeRichHtml';
import type { Handover } from './standInSelection';
import { useT } from '../../app/useT';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label. */
  labelId: string;
  invalid?: boolean;
  disabled?: boolean;
  /** What the stand-in it replaces held (RichTextField): its selection is taken over. */
  handover?: Handover | null;
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

// Spaces as typed: a trailing one (the stand-in hands over "word " as the next key comes) or two
// in a row. ProseMirror's default parse collapses them as HTML rendering would, which lost the
// space typed just before the editor took over. `true`, not 'full': white space between blocks
// (a value's source formatting) is still dropped, and a line break in text is a space.
const PARSE_OPTIONS = { preserveWhitespace: true } as const;

interface Action {
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
  handover,
}: RichTextEditorProps) {
  const t = useT('shell');
  const emitted = useRef(value);
  // A disabled fieldset (a replayed diagnostics bundle's) does not reach a contenteditable.
  const replay = useAppSelector(selectReplay);
  const readOnly = Boolean(disabled) || replay;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    parseOptions: PARSE_OPTIONS,
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
    editor.commands.setContent(value, { emitUpdate: false, parseOptions: PARSE_OPTIONS });
  }, [editor, value]);

  // The stand-in's focus and selection, once: the organiser goes on where they were. In the
  // commit that swaps the editor in, and focused at once: TipTap's focus command waits for the
  // next frame, and a key typed before it went to the page, not the text (its first letter
  // was lost when typing started as the editor arrived).
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (!editor || handedOver.current) return;
    handedOver.current = true;
    const held = handover?.selection;
    if (!held) return;
    const { from, to } = textPositions(editor, held.from, held.to);
    editor.chain().setTextSelection({ from, to }).run();
    editor.view.focus();
  }, [editor, handover]);

  const actions: Record<RichTextTool, Action> = {
    bold: { run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    italic: {
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    link: {
      run: (e) => editLink(e, t('richText.linkPrompt')),
      active: (e) => e.isActive('link'),
    },
    orderedList: {
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    bulletList: {
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    outdent: {
      run: (e) => e.chain().focus().liftListItem('listItem').run(),
      enabled: (e) => e.can().liftListItem('listItem'),
    },
    indent: {
      run: (e) => e.chain().focus().sinkListItem('listItem').run(),
      enabled: (e) => e.can().sinkListItem('listItem'),
    },
    clean: { run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
  };
  const tool = (key: RichTextTool): ToolState => {
    const { run, active, enabled } = actions[key];
    return {
      pressed: active && editor ? active(editor) : undefined,
      disabled: !editor || readOnly || (enabled ? !enabled(editor) : false),
      run: () => editor && run(editor),
    };
  };

  return (
    <RichTextFrame invalid={invalid} tool={tool}>
      <EditorContent editor={editor} />
    </RichTextFrame>
  );
}

/** Text offsets (as the stand-in's DOM counts them, blocks adding none) as document positions. */
function textPositions(editor: Editor, from: number, to: number): { from: number; to: number } {
  const at = (offset: number): number => {
    let seen = 0;
    // An empty document's caret: inside its first paragraph.
    let found = -1;
    let last = 1;
    editor.state.doc.descendants((node, pos) => {
      if (found >= 0) return false;
      if (!node.isText) return true;
      const length = node.text?.length ?? 0;
      if (offset <= seen + length) found = pos + (offset - seen);
      seen += length;
      last = pos + length;
      return false;
    });
    return found >= 0 ? found : last;
  };
  return { from: at(from), to: at(to) };
}
