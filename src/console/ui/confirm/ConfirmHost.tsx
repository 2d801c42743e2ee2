import { Suspense, lazy, useSyncExternalStore } from 'react';
import { confirmStore } from './confirmStore';

// The dialog's code (focus trap, scroll lock, portal) stays out of the first download: it is
// fetched when something first asks for a confirmation.
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm" */ './ConfirmDialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

const wasUsed = () => confirmStore.getSnapshot().used;

export function ConfirmHost() {
  const used = useSyncExternalStore(confirmStore.subscribe, wasUsed, wasUsed);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
