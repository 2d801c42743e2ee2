// manager.Preview/PreviewToken: a preview credential for the caller's own event, published or
// not. Another organiser's event answers like a missing one (eventRow).
import type { Preview } from '../../../../generated/manager/preview_pb';
import type { ServiceImpl } from '@connectrpc/connect';
import { eventRow } from '../../auth/eventAccess';
import { caller } from '../../rpc/context';
import type { Deps } from '../../rpc/deps';
import type { PreviewTokens } from './previewTokens';

export function previewService(
  deps: Deps,
  tokens: PreviewTokens,
): Partial<ServiceImpl<typeof Preview>> {
  return {
    previewToken: async (req, ctx) => {
      const user = await caller(ctx, deps.tokens);
      const ev = await eventRow(deps.database.db, req.eventId, { forWrite: false });
      const { token, expiresAt } = tokens.issue(
        { eventId: ev.id, uid: user.uid, sid: user.sid },
        deps.now().getTime(),
      );
      return { token, expiresAt: BigInt(expiresAt) };
    },
  };
}
