// The DNS records an organiser creates for a custom domain: a CNAME of the domain to our public
// host (traffic), and a TXT record under a fixed prefix whose answer is a random token of the
// event (proof that whoever controls the domain's DNS asked for it).
import { randomBytes } from 'node:crypto';
import type { DnsRecordDoc } from '../../db/schema';

export const CHALLENGE_PREFIX = '_eventapp-challenge';

export const challengeName = (domain: string) => `${CHALLENGE_PREFIX}.${domain}`;

export const newChallengeToken = () => `eventapp-verify=${randomBytes(18).toString('base64url')}`;

export function dnsRecords(domain: string, publicHost: string, token: string): DnsRecordDoc[] {
  return [
    { type: 'CNAME', domain, answer: publicHost },
    { type: 'TXT', domain: challengeName(domain), answer: token },
  ];
}

/** What the verifier expects, read back from the stored records. */
export function expectedAnswers(records: DnsRecordDoc[]): { cname?: string; token?: string } {
  return {
    cname: records.find((r) => r.type === 'CNAME')?.answer,
    token: records.find((r) => r.type === 'TXT')?.answer,
  };
}
