// The check-in as a queued RTK Query mutation: it resolves once queued, offline too.
import { api } from '../../app/api';
import { queued } from '../writes';
import { checkInWrites } from '../checkIns';

export const checkInsApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkIn: build.mutation<null, { eventId: string; code: string }>({
      queryFn: (r, { dispatch }) => queued(dispatch, checkInWrites.checkIn, r),
    }),
  }),
});

export const { useCheckInMutation } = checkInsApi;
