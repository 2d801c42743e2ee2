// The participant writes as queued RTK Query mutations: each resolves once queued.
import { api } from '../../app/api';
import { queued } from '../writes';
import { participantWrites } from '../participants';

export interface ParticipantAnswer {
  fieldId: string;
  value: string;
}

export const participantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createParticipant: build.mutation<
      null,
      { eventId: string; clientId: string; answers: ParticipantAnswer[] }
    >({
      queryFn: ({ eventId, clientId, answers }, { dispatch }) =>
        queued(dispatch, participantWrites.create, {
          eventId,
          clientId,
          registrationFormData: answers,
        }),
    }),
    updateParticipant: build.mutation<
      null,
      { eventId: string; clientId: string; formId: string; fieldId: string; value: string }
    >({
      queryFn: ({ fieldId, ...rest }, { dispatch }) =>
        queued(dispatch, participantWrites.update, { ...rest, fieldResultId: fieldId }),
    }),
    setParticipantSuspended: build.mutation<
      null,
      { eventId: string; clientId: string; suspended: boolean }
    >({
      queryFn: ({ suspended, ...ids }, { dispatch }) =>
        queued(dispatch, suspended ? participantWrites.suspend : participantWrites.restore, ids),
    }),
  }),
});

export const {
  useCreateParticipantMutation,
  useUpdateParticipantMutation,
  useSetParticipantSuspendedMutation,
} = participantsApi;
