import { Outlet } from 'react-router-dom';

/** Placeholder until the shell is built. */
export function CenteredLayout() {
  return <Outlet />;
}
