// One unsaved-changes guard for a screen with several forms (React Router allows one blocker at
// a time): each form reports whether it holds changes and how to save them; the guard asks once
// and saves every form that has changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useGuardedSubmit } from '../../../ui/form';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';

type Report = (id: string, save: (() => Promise<unknown>) | null) => void;
const GuardContext = createContext<Report | null>(null);

export function ScreenGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<Record<string, () => Promise<unknown>>>({});
  const report = useCallback<Report>((id, save) => {
    setDirty((current) => {
      if (save) return { ...current, [id]: save };
      if (!(id in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => key !== id));
    });
  }, []);
  const saveAll = useCallback(async () => {
    for (const save of Object.values(dirty)) await save();
  }, [dirty]);
  useUnsavedChangesGuard({ when: Object.keys(dirty).length > 0, save: saveAll });
  return <GuardContext.Provider value={report}>{children}</GuardContext.Provider>;
}

/** Inside a Formik form under ScreenGuard: reports its changes (none while it is saving). */
export function FormGuardEffect({ id }: { id: string }) {
  const report = useContext(GuardContext);
  const { dirty, isSubmitting } = useFormikContext();
  const submit = useGuardedSubmit();
  // While saving, the route may move to the event's new key: that is not leaving.
  const changed = dirty && !isSubmitting;
  const save = useMemo(() => (changed ? submit : null), [changed, submit]);
  useEffect(() => {
    report?.(id, save);
  }, [report, id, save]);
  useEffect(() => () => report?.(id, null), [report, id]);
  return null;
}
