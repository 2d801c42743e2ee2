import { confirmStore } from './confirmStore';
import type { ConfirmOptions, ConfirmResult } from './confirmStore';

/**
 * Asks the user in the confirm dialog: `await confirm({ type: 'delete' })` resolves to 1
 * (cancel), 2 (confirm) or undefined (dismissed). The function is stable across renders.
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<ConfirmResult> {
  return confirmStore.confirm;
}
