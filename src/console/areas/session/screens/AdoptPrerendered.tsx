// Inside the credentials form's Formik: when the page was the pre-rendered sign-in page, moves
// the focus to the field the user was in and sends a submit the user already asked for, in the
// commit that replaces the static form (app/prerendered.ts), so no frame shows both or neither.
import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { dropPrerendered } from '../../../app/prerendered';
import type { PrerenderedForm } from '../../../app/prerendered';

export function AdoptPrerendered({ adopted }: { adopted: PrerenderedForm | null }) {
  const { submitForm } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!adopted) return;
    dropPrerendered();
    const form = anchor.current?.closest('form');
    if (adopted.focused)
      form?.querySelector<HTMLInputElement>(`[name="${adopted.focused}"]`)?.focus();
  }, [adopted]);
  useEffect(() => {
    if (adopted?.submitted) void submitForm();
  }, [adopted, submitForm]);
  return <span ref={anchor} hidden />;
}
