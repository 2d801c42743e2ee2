export { CenteredLayout } from './CenteredLayout';
export { ManagerLayout } from './ManagerLayout';
export { DefaultLayout } from './DefaultLayout';
export { NotFoundScreen } from './NotFoundScreen';
