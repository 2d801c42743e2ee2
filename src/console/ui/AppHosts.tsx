import { ConfirmHost } from './confirm/ConfirmHost';
import { NotificationHost } from './notifications/NotificationHost';

/** App-wide hosts rendered once beside the router: notifications, the confirm dialog. */
export function AppHosts() {
  return (
    <>
      <NotificationHost />
      <ConfirmHost />
    </>
  );
}
