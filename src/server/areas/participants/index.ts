// Participants of an event (spec/content.md §2.17–2.18): the calls, the live documents, the
// compact snapshot that large lists open from, and the streamed export download.
import { Participants } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import type { Deps } from '../../rpc/deps';
import { CheckInCodes } from './checkInCodes';
import { participantsCollection } from './collections';
import { ExportLinks } from './exportLink';
import { registerExportRoute } from './exportRoute';
import { participantsService } from './service';
import { registerSnapshotRoute } from './snapshotRoute';

/** The signed check-in codes, for the attendee app's path that shows a participant's QR. */
export { CheckInCodes };
/** For the attendee app's registration: the same checks and row as the organiser's Create. */
export { createParticipant } from './createParticipant';
/** For feedback answers: the same per-field checks as the participants' own answers. */
export { checkedFormAnswers, liveFieldsOf } from './answers';

const exportLinks = (deps: Deps) => new ExportLinks(deps.config.secret, deps.config.publicUrl);

export const participantsArea: Area<'participants'> = {
  name: 'participants',
  services: [
    implement(Participants, (deps) =>
      participantsService(deps, exportLinks(deps), new CheckInCodes(deps.config.secret)),
    ),
  ],
  collections: { participants: participantsCollection },
  async routes(fastify, deps) {
    registerSnapshotRoute(fastify, deps);
    registerExportRoute(fastify, deps, exportLinks(deps));
  },
};
