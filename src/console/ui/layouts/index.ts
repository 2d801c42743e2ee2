export { CenteredLayout } from './CenteredLayout';
export { ManagerLayoutLoader as ManagerLayout } from './ManagerLayoutLoader';
export { DefaultLayout } from './DefaultLayout';
export { NotFoundScreen } from './NotFoundScreen';
export { TOOLBAR_HEIGHT, Toolbar } from './Toolbar';
export { ItemGate } from './ItemGate';
