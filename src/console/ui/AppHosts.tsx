import { ConfirmHost } from './confirm';
import { NotificationHost } from './notifications';

/** App-wide hosts rendered once beside the router: notifications, the confirm dialog. */
export function AppHosts() {
  return (
    <>
      <NotificationHost />
      <ConfirmHost />
    </>
  );
}
