// The attendee app lives at /{eventKey}/ on the console's origin: every top-level path of the
// console must be a reserved event key, or an event could hide a console page.
import { RESERVED_EVENT_KEYS } from '../../common/eventKey';
import { EVENT_KEY_PATTERN } from '../../common/rules';
import { AREAS } from './areas';

describe('reserved event keys', () => {
  it('hold the first segment of every console route that an event key could spell', () => {
    const firstSegments = AREAS.flatMap((area) => area.routes)
      .map((route) => route.path ?? '')
      .filter((p) => p.startsWith('/'))
      .map((p) => p.split('/')[1] ?? '')
      .filter((segment) => EVENT_KEY_PATTERN.test(segment));
    // The edit layout's own path (app/router.tsx).
    firstSegments.push('edit');
    expect(firstSegments.length).toBeGreaterThan(5);
    for (const segment of firstSegments) expect(RESERVED_EVENT_KEYS).toContain(segment);
  });
});
