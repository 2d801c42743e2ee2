// SetCustomDomainToEvent (spec/console.md §2.18): stores the domain as pending with the DNS
// records to create, or clears it. The verifier (verifier.ts) makes it verified; the
// same domain sent again keeps its token and state, so records already created stay valid.
// A pending claim blocks no one and is never revealed: several events may claim a domain, the
// first whose DNS records verify gets it, and only a verified domain is refused to others.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Events } from '../../../../generated/manager/events_pb';
import { SetCustomDomainToEventResponseSchema } from '../../../../generated/manager/events_pb';
import { MESSAGES } from '../../../common/messages';
import { domainRule } from '../../../common/rules';
import { events } from '../../db/schema';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import { dnsRecords, expectedAnswers, newChallengeToken } from './records';
import { eventChanged, eventRow } from '../../auth/eventAccess';

export const DOMAIN_TAKEN = MESSAGES.domainTaken;

export function customDomainService(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  const { publicHost } = deps.config;
  return {
    setCustomDomainToEvent: async (req, ctx) => {
      const response = await mutate(deps, ctx, SetCustomDomainToEventResponseSchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const domain = (validate(domainRule, req.domain ?? '', 'domain') ?? '').toLowerCase();
        if (domain === publicHost || domain.endsWith(`.${publicHost}`)) {
          throw invalidArgument('domain', 'This domain belongs to the service itself.');
        }
        const same = domain !== '' && domain === event.domain;
        if (domain && !same) {
          const [taken] = await w.tx
            .select({ id: events.id })
            .from(events)
            .where(
              and(
                sql`lower(${events.domain}) = ${domain}`,
                eq(events.domainVerified, true),
                ne(events.id, event.id),
              ),
            );
          if (taken) throw new ConnectError(`domain: ${DOMAIN_TAKEN}`, Code.AlreadyExists);
        }
        const token = (same && expectedAnswers(event.dnsRecords).token) || newChallengeToken();
        const records = domain ? dnsRecords(domain, publicHost, token) : [];
        await w.tx
          .update(events)
          .set({
            domain: domain || null,
            domainVerified: same ? event.domainVerified : false,
            dnsRecords: records,
            updatedAt: new Date(),
          })
          .where(eq(events.id, event.id));
        w.changed(eventChanged(event));
        return { dnsList: records };
      });
      if (req.domain) deps.checkDomain(req.eventId);
      return response;
    },
  };
}
