export { SignInScreen } from './SignInScreen';
export { SignUpScreen } from './SignUpScreen';
export { RestorePasswordScreen } from './RestorePasswordScreen';
export { ConfirmPasswordResetScreen } from './ConfirmPasswordResetScreen';
export { AuthActionScreen } from './AuthActionScreen';
export { SignOutScreen } from './SignOutScreen';
