// A labelled rich-text field: the TipTap editor, loaded on first use so that the sign-in route
// does not carry it, with the messages of its rules beneath it.
import { Field, Skeleton } from '@chakra-ui/react';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "richtext" */ './RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

export interface RichTextFieldProps extends Omit<RichTextEditorProps, 'labelId'> {
  label: string;
  errorText?: string;
  required?: boolean;
}

export function RichTextField({ label, errorText, required, ...editor }: RichTextFieldProps) {
  const { t } = useTranslation('shell');
  const labelId = useId();
  const invalid = Boolean(errorText);
  return (
    <Field.Root invalid={invalid} required={required} disabled={editor.disabled}>
      <Field.Label id={labelId} as="span">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Suspense
        fallback={
          <Skeleton
            h="130px"
            w="full"
            role="status"
            aria-busy="true"
            aria-label={t('richText.loading')}
          />
        }
      >
        <RichTextEditor {...editor} labelId={labelId} invalid={invalid} />
      </Suspense>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
