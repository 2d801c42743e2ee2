export {
  SignInScreen,
  SignUpScreen,
  RestorePasswordScreen,
  ConfirmPasswordResetScreen,
  AuthActionScreen,
  SignOutScreen,
} from './stubs';
