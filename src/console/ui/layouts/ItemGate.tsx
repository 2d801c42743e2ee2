// An editor opened at an item's id (posts/{postId}, speakers/{speakerId}…) shows its form only
// once the item is there: while the item's live list is still loading it shows a spinner, and
// once the list is in without the id it says so, instead of an empty form that would create.
import { Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ItemGateProps {
  /** The route names an item the store does not hold (yet). */
  missing: boolean;
  /** The item's live list has arrived. */
  synced: boolean;
  notFound: string;
  loading: string;
  children: ReactNode;
}

export function ItemGate({ missing, synced, notFound, loading, children }: ItemGateProps) {
  if (!missing) return children;
  return synced ? <Text p={6}>{notFound}</Text> : <Spinner m={6} aria-label={loading} />;
}
