// Accounts and sessions: sign-up, sign-in, refresh, action codes, the sign-in throttle.
import { Auth } from '../../../../generated/manager/auth_pb';
import { Users } from '../../../../generated/manager/account_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { authService } from './authService';
import { usersService } from './usersService';

export { REFRESH_LOST_ANSWER_MS, REFRESH_REUSE_GRACE_MS } from './authService';
export { pruneThrottle } from './throttle';

export const authArea: Area = {
  name: 'auth',
  services: [implement(Auth, authService), implement(Users, usersService)],
  collections: {},
};
