export { ConfirmHost } from './ConfirmHost';
export { useConfirm } from './useConfirm';
export { CONFIRM_CLOSE, CONFIRM_SAVE, confirmStore, createConfirmStore } from './confirmStore';
export type { ConfirmOptions, ConfirmResult, ConfirmStore, ConfirmType } from './confirmStore';
