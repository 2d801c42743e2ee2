import { LIVE_TARGETS, liveTarget, parseLiveTarget } from './liveTargets';

describe('live target paths', () => {
  it('builds a path from its named parameters', () => {
    expect(LIVE_TARGETS.translations.path({ eventId: 'e1', lang: 'ru' })).toBe(
      'events/e1/translations/ru',
    );
    expect(LIVE_TARGETS.events.path({})).toBe('events');
  });

  it('parses a path of its own target and refuses the others', () => {
    expect(LIVE_TARGETS.file.parse('events/e1/files/f2')).toEqual({ eventId: 'e1', fileId: 'f2' });
    expect(LIVE_TARGETS.files.parse('events/e1/files/f2')).toBeNull();
    expect(LIVE_TARGETS.event.parse('events')).toBeNull();
    expect(LIVE_TARGETS.event.parse('events/')).toBeNull();
    expect(LIVE_TARGETS.orgs.parse('events/e1/sponsors')).toBeNull();
  });

  it('names the target of any path, and no target for a stranger path', () => {
    expect(parseLiveTarget('events/e1/orgs')).toEqual({ name: 'orgs', params: { eventId: 'e1' } });
    expect(parseLiveTarget('default_keys')).toEqual({ name: 'defaultKeys', params: {} });
    expect(parseLiveTarget('events/e1/unknown')).toBeNull();
    expect(parseLiveTarget('')).toBeNull();
  });

  it('refuses to build a path from an empty parameter or one with a slash', () => {
    expect(() => LIVE_TARGETS.event.path({ eventId: '' })).toThrow(TypeError);
    expect(() => LIVE_TARGETS.event.path({ eventId: 'a/b' })).toThrow(TypeError);
  });

  it('round-trips every pattern', () => {
    for (const target of Object.values(LIVE_TARGETS)) {
      const params = Object.fromEntries(
        (target.pattern.match(/\{(\w+)\}/g) ?? []).map((p) => [p.slice(1, -1), `v-${p}`]),
      );
      const path = liveTarget(target.pattern).path(params as never);
      expect(parseLiveTarget(path)?.params).toEqual(params);
    }
  });
});
