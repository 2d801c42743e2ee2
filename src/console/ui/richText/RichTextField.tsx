// A labelled rich-text field with the messages of its rules beneath it. The TipTap editor (its
// chunk is the largest of the console, ~450 KB) loads when the organiser reaches for the field
// (pointer over it, focus): until then a stand-in of the same frame shows the text, already
// editable, so a form opens without compiling the editor (issue 31). The editor takes over
// what was typed into the stand-in, its focus and its selection.
import { Field } from '@chakra-ui/react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAppSelector } from '../../app/hooks';
import { selectReplay } from '../../app/uiSlice';
import type {
  RichTextEditor as RichTextEditorComponent,
  RichTextEditorProps,
} from './RichTextEditor';
import { RichTextFrame } from './RichTextFrame';
import { sanitizeRichHtml } from './sanitizeRichHtml';
import { handoverOf, standInHtml } from './standInSelection';
import type { Handover } from './standInSelection';

type EditorComponent = typeof RichTextEditorComponent;

let loaded: EditorComponent | null = null;
let loading: Promise<EditorComponent> | null = null;

function loadEditor(): Promise<EditorComponent> {
  loading ??= import(/* webpackChunkName: "richtext" */ './RichTextEditor').then(
    (module) => (loaded = module.RichTextEditor),
    (error: unknown) => {
      // Another reach tries again (the stand-in goes on working meanwhile).
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface RichTextFieldProps extends Omit<RichTextEditorProps, 'labelId' | 'handover'> {
  label: string;
  errorText?: string;
  required?: boolean;
}

export function RichTextField({ label, errorText, required, ...editor }: RichTextFieldProps) {
  const labelId = useId();
  const invalid = Boolean(errorText);
  const [Editor, setEditor] = useState<EditorComponent | null>(() => loaded);
  const [handover, setHandover] = useState<Handover | null>(null);
  const standIn = useRef<HTMLDivElement>(null);
  // A disabled fieldset (a viewer's screen, ReadOnly) does not reach a contenteditable.
  const root = useRef<HTMLDivElement>(null);
  const [inDisabled, setInDisabled] = useState(false);
  useLayoutEffect(() => setInDisabled(Boolean(root.current?.closest('fieldset:disabled'))), []);
  const disabled = Boolean(editor.disabled) || inDisabled;
  // A field that cannot be edited stays the stand-in: the editor would add nothing.
  const want = useCallback(() => {
    if (Editor || disabled) return;
    loadEditor().then(
      (component) => {
        // Taken and swapped in one go, so no key typed in between is lost.
        const held = standIn.current ? handoverOf(standIn.current) : null;
        flushSync(() => {
          setHandover(held);
          setEditor(() => component);
        });
      },
      () => undefined,
    );
  }, [Editor, disabled]);
  return (
    <Field.Root
      ref={root}
      invalid={invalid}
      required={required}
      disabled={editor.disabled}
      onPointerEnter={want}
      onFocusCapture={want}
    >
      <Field.Label id={labelId} as="span">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {Editor ? (
        <Editor {...editor} labelId={labelId} invalid={invalid} handover={handover} />
      ) : (
        <RichTextStandIn
          {...editor}
          disabled={disabled}
          ref={standIn}
          labelId={labelId}
          invalid={invalid}
        />
      )}
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}

/** The editor's frame with the text as HTML, edited by the browser itself until the editor comes. */
function RichTextStandIn({
  value,
  onChange,
  onBlur,
  labelId,
  invalid,
  disabled,
  ref,
}: Omit<RichTextEditorProps, 'handover'> & { ref: React.Ref<HTMLDivElement> }) {
  const replay = useAppSelector(selectReplay);
  const readOnly = Boolean(disabled) || replay;
  // The HTML set: the value as it opened, or one from outside (a reset: the text is set anew);
  // not what is typed here, which the browser already shows (setting it would lose the caret).
  const [shown, setShown] = useState(value);
  const [typed, setTyped] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  if (value !== (typed ?? shown)) {
    setShown(value);
    setTyped(null);
    setVersion(version + 1);
  }
  // An empty field holds an empty paragraph (as the editor's does): what is typed goes into it.
  const html = useMemo(() => ({ __html: sanitizeRichHtml(shown) || '<p><br></p>' }), [shown]);
  return (
    <RichTextFrame invalid={invalid} tool={() => ({ disabled: true })}>
      <div
        key={version}
        ref={ref}
        className="rich-text-content"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid ? 'true' : undefined}
        contentEditable={!readOnly}
        aria-disabled={readOnly ? 'true' : undefined}
        suppressContentEditableWarning
        onInput={(e) => {
          const html = standInHtml(e.currentTarget);
          setTyped(html);
          onChange(html);
        }}
        onBlur={() => onBlur?.()}
        dangerouslySetInnerHTML={html}
      />
    </RichTextFrame>
  );
}
