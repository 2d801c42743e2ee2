// Inside the credentials form's Formik: when the page was the pre-rendered sign-in page, moves
// the focus to the field the user was in and sends a submit the user already asked for, in the
// commit that replaces the static form (app/prerendered.ts), so no frame shows both or neither.
// A press on the static submit button that the takeover interrupted is finished here: released
// over this form's submit button (drawn where the static one was), it submits.
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
  useEffect(() => {
    if (!adopted?.pressed || adopted.submitted) return;
    const form = anchor.current?.closest('form');
    const release = (event: PointerEvent) => {
      stop();
      const under = document.elementFromPoint(event.clientX, event.clientY);
      if (event.type === 'pointerup' && under?.closest('[type=submit]') && form?.contains(under))
        void submitForm();
    };
    const stop = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return stop;
  }, [adopted, submitForm]);
  return <span ref={anchor} hidden />;
}
