// In a replayed diagnostics bundle every control that could write is disabled at once.
import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectReplay } from '../app/uiSlice';
import { ReadOnly } from './ReadOnly';

export function ReplayReadOnly({ children }: { children: ReactNode }) {
  const replay = useAppSelector(selectReplay);
  return <ReadOnly when={replay}>{children}</ReadOnly>;
}
