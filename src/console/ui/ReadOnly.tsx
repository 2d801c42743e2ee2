// Read-only by construction: a disabled fieldset disables every button, input and select inside
// it at once (links still browse). A replayed diagnostics bundle and a role that may not write
// (issue 24: a viewer) both show screens this way.
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ReadOnly({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return children;
  return (
    <chakra.fieldset disabled border={0} p={0} m={0} minW={0}>
      {children}
    </chakra.fieldset>
  );
}
