// Deletes of locations the server refused (one still used by meetings or posts): the place
// screen shows each refusal on the location's own row, in the organiser's language, as well
// as in the failed-writes list where it can be retried or discarded.
import { createSelector } from '@reduxjs/toolkit';
import type { CallError } from '../../../../client/transport';
import type { RootState } from '../../../app/store';
import { locationWrites } from '../../../entities/cms';
import { requestOf } from '../../../entities/writes';

/** Location id → the server's refusal of its newest refused delete in this event. */
export const selectRefusedLocationDeletes = createSelector(
  [(s: RootState) => s.queue.failed, (_s: RootState, eventId: string) => eventId],
  (failed, eventId): Map<string, CallError> => {
    const out = new Map<string, CallError>();
    for (const write of failed) {
      const request = requestOf(write, locationWrites.remove);
      if (request?.eventId === eventId && request.locationId && write.error) {
        out.set(request.locationId, write.error);
      }
    }
    return out;
  },
);
