// The shell's own calls: resending the verification e-mail from the manager layout's banner.
import { api } from '../app/api';
import { connectCall } from '../../client/transport';

export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendEmailVerification: build.mutation<unknown, undefined>({
      query: () => connectCall('auth', 'sendEmailVerification', {}),
    }),
  }),
});

export const { useResendEmailVerificationMutation } = shellApi;
