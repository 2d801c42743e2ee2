/** App-wide hosts rendered once beside the router: notifications, the confirm dialog. */
export function AppHosts() {
  return null;
}
