// Signing in and up, password reset, e-mail actions and signing out (spec/console.md §2.4–2.9).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "auth" */ './screens');

export const sessionArea: AreaDescriptor = {
  name: 'session',
  routes: [
    { slot: 'signedOut', path: '/signin', screen: async () => (await load()).SignInScreen },
    { slot: 'signedOut', path: '/signup', screen: async () => (await load()).SignUpScreen },
    {
      slot: 'signedOut',
      path: '/restore-password',
      screen: async () => (await load()).RestorePasswordScreen,
    },
    {
      slot: 'open',
      path: '/confirm-password-reset',
      screen: async () => (await load()).ConfirmPasswordResetScreen,
    },
    { slot: 'open', path: '/auth/action', screen: async () => (await load()).AuthActionScreen },
    { slot: 'bare', path: '/signout', screen: async () => (await load()).SignOutScreen },
  ],
  texts: () => import(/* webpackChunkName: "auth" */ './texts'),
};
