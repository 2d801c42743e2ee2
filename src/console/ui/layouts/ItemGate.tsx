// An editor opened at an item's id (posts/{postId}, speakers/{speakerId}…) shows its form only
// once the item is there: while the item's live list is still loading it shows a spinner, and
// once the list is in without the id it says so, instead of an empty form that would create.
import { Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../app/useT';

export interface ItemGateProps {
  /** What useLiveItem tells of the item. */
  gate: { missing: boolean; synced: boolean };
  /** The area's texts: its `notFound` and `loading`. */
  namespace: string;
  children: ReactNode;
}

export function ItemGate({ gate, namespace, children }: ItemGateProps) {
  const t = useT(namespace);
  if (!gate.missing) return children;
  return gate.synced ? (
    <Text p={6}>{t('notFound')}</Text>
  ) : (
    <Spinner m={6} aria-label={t('loading')} />
  );
}
