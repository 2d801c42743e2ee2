export { NotificationHost } from './NotificationHost';
