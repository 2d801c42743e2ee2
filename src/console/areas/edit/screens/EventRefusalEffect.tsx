// A refused save of the event card comes back to the form: what it sent is put back in the
// fields, over what the server holds, so the form has changes again and the refused field
// (the key another event holds) shows the server's reason in the organiser's language.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { RefusedUpdate } from '../../../entities/events';
import { valuesWithUpdate } from './eventSettingsForm';
import type { EventSettingsValues } from './eventSettingsForm';

interface Props {
  refused: RefusedUpdate | null;
  /** What the server holds: the form's new starting point. */
  server: EventSettingsValues;
  onRestarted: (server: EventSettingsValues) => void;
}

export function EventRefusalEffect({ refused, server, onRestarted }: Props) {
  const { values, resetForm, setValues, setFieldTouched } = useFormikContext<EventSettingsValues>();
  const latest = useRef({ values, server, onRestarted });
  useEffect(() => {
    latest.current = { values, server, onRestarted };
  });
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!refused || shown.current === refused.mutationId) return;
    shown.current = refused.mutationId;
    const { values: current, server: start, onRestarted: restarted } = latest.current;
    restarted(start);
    resetForm({ values: start });
    void setValues(valuesWithUpdate(current, refused.request)).then(() =>
      setFieldTouched('key', true),
    );
  }, [refused, resetForm, setValues, setFieldTouched]);
  return null;
}
