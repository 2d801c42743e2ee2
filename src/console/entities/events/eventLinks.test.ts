import {
  dashboardPath,
  eventFileUrl,
  eventRouteKey,
  publicEventUrl,
  verifiedDomain,
} from './eventLinks';
import { eventDoc, verifiedDomain as verified } from './testing/eventTestData';
import { create } from '@bufbuild/protobuf';
import { EventDomainSchema } from '../../../../generated/manager/model_pb';

describe('event links', () => {
  it('builds file URLs with a size suffix', () => {
    expect(eventFileUrl('e1', 'f1', '_size_w600')).toBe('/api/v1/event_resources/e1/f1_size_w600');
    expect(eventFileUrl('e1', 'f1')).toBe('/api/v1/event_resources/e1/f1');
  });

  it('routes by extKey, or by id while the create is queued', () => {
    expect(eventRouteKey(eventDoc({ extKey: 'conf' }))).toBe('conf');
    expect(dashboardPath(eventDoc({ eventId: 'id-1', extKey: '' }))).toBe('/edit/id-1');
  });

  it('uses the verified custom domain, else the host and key', () => {
    const host = 'https://console.example.org/';
    expect(publicEventUrl(eventDoc({ extKey: 'conf' }), host)).toBe(
      'https://console.example.org/conf/',
    );
    expect(publicEventUrl(eventDoc({ domain: verified('fest.example.com') }), host)).toBe(
      'https://fest.example.com/',
    );
    const pending = create(EventDomainSchema, { domain: 'fest.example.com', verification: false });
    expect(verifiedDomain(eventDoc({ domain: pending }))).toBeNull();
    expect(publicEventUrl(eventDoc({ extKey: 'conf', domain: pending }), host)).toBe(
      'https://console.example.org/conf/',
    );
    expect(publicEventUrl(eventDoc({ extKey: '' }), host)).toBeNull();
  });
});
