const Stub = () => null;
export const SignInScreen = Stub;
export const SignUpScreen = Stub;
export const RestorePasswordScreen = Stub;
export const ConfirmPasswordResetScreen = Stub;
export const AuthActionScreen = Stub;
export const SignOutScreen = Stub;
