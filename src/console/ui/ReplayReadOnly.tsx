// In a replayed diagnostics bundle every control that could write is disabled at once: a
// disabled fieldset disables every button, input and select inside it (links still browse).
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectReplay } from '../app/uiSlice';

export function ReplayReadOnly({ children }: { children: ReactNode }) {
  const replay = useAppSelector(selectReplay);
  if (!replay) return children;
  return (
    <chakra.fieldset disabled border={0} p={0} m={0} minW={0}>
      {children}
    </chakra.fieldset>
  );
}
