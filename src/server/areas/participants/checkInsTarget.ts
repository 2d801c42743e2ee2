// events/{eventId}/check_ins: the participants who are checked in, for the door's live count
// and its "already checked in at …" answer. Only checked-in rows travel: at the door the count
// grows from zero, while the event's full list (100,000 rows) comes from the compact snapshot.
import { and, eq, isNotNull } from 'drizzle-orm';
import { participants } from '../../db/schema';
import type { ServedTarget } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';

export const checkInsTarget: ServedTarget<'checkIns'> = {
  resolve: (request) =>
    resolveEventTarget(request, {
      collection: 'participants',
      where: and(
        eq(participants.eventId, request.params.eventId),
        isNotNull(participants.checkedInAt),
      ),
      // A check-in is never undone, so a participant once included stays included.
      includes: (d) => d.doc.case === 'participant' && d.doc.value.checkedInAt > 0,
    }),
};
