// The signed-in toolbar's pieces, shared by the manager layout and the edit shell.
export { AccountMenu } from './AccountMenu';
export { ConnectionIndicator } from './ConnectionIndicator';
export { EmailVerificationBanner } from './EmailVerificationBanner';
export { FailedWritesStrip } from './FailedWritesStrip';
export { PendingWritesBadge } from './PendingWritesBadge';
export { ManagerBreadcrumbs } from './ManagerBreadcrumbs';
