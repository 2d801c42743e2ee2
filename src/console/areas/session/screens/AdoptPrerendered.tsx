// Inside the credentials form's Formik: when the page was the pre-rendered sign-in page, moves
// the focus to the field the user was in and sends a submit the user already asked for, in the
// commit that replaces the static form (app/prerendered.ts), so no frame shows both or neither.
// The static form is read again in that commit, right before it goes: the render that first
// read it may have yielded (the router renders in a transition), and a click, an Enter or a
// press that landed on the static form meanwhile must count, once. A press on the static submit
// button that the takeover interrupted is finished here: released over this form's submit
// button (drawn where the static one was), it submits.
import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { dropPrerendered, readPrerenderedForm } from '../../../app/prerendered';
import type { PrerenderedForm } from '../../../app/prerendered';

export function AdoptPrerendered({ adopted }: { adopted: PrerenderedForm | null }) {
  const { submitForm, setValues, values } = useFormikContext<Record<string, string>>();
  const anchor = useRef<HTMLSpanElement>(null);
  // Once per page: the static form goes with the takeover (and a development re-run of the
  // effect must not submit again).
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (!adopted || taken.current) return;
    taken.current = true;
    const now = readPrerenderedForm() ?? adopted;
    dropPrerendered();
    const form = anchor.current?.closest('form');
    // Formik keeps its state in a ref: the values set here are the ones a submit below sends.
    if (Object.entries(now.values).some(([name, value]) => values[name] !== value))
      void setValues({ ...values, ...now.values }, false);
    if (now.focused) form?.querySelector<HTMLInputElement>(`[name="${now.focused}"]`)?.focus();
    if (now.submitted) {
      void submitForm();
      return;
    }
    if (!now.pressed) return;
    // Removes itself on the press's end; released elsewhere, or after the form went, nothing.
    const release = (event: PointerEvent) => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      const under = document.elementFromPoint(event.clientX, event.clientY);
      if (event.type === 'pointerup' && under?.closest('[type=submit]') && form?.contains(under))
        void submitForm();
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    // Once, on the takeover: later renders have nothing of the static form to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adopted]);
  return <span ref={anchor} hidden />;
}
