import { PUSH_SERVICE_HOSTS } from '../../../config';
import { pushHostAllowed } from './pushRoutes';

describe('the push services a subscription may name', () => {
  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    'wns2-par02p.notify.windows.com',
  ])('allows the browsers’ own: %s', (host) => {
    expect(pushHostAllowed(host, PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    '169.254.169.254',
    '127.0.0.1',
    'localhost',
    'fcm.googleapis.com.evil.example',
    'evilpush.apple.com.example',
    'notify-windows.com',
  ])('refuses any other host: %s', (host) => {
    expect(pushHostAllowed(host, PUSH_SERVICE_HOSTS)).toBe(false);
  });
});
