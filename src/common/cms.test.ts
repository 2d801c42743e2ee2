import { itemKeyOf, locationInUseMessage, parseItemKey, parseLocationInUse } from './cms';

describe('item keys', () => {
  it('round-trips a section and a location owner, and refuses other keys', () => {
    expect(itemKeyOf({ kind: 'section', groupId: 'g1' })).toBe('cms_sections:g1');
    expect(parseItemKey('locations:l1')).toEqual({ kind: 'location', locationId: 'l1' });
    expect(parseItemKey('cms_sections:g1')).toEqual({ kind: 'section', groupId: 'g1' });
    expect(parseItemKey('speakers:s1')).toBeNull();
    expect(parseItemKey('locations:')).toBeNull();
    expect(parseItemKey('locations:a:b')).toBeNull();
  });
});

describe('the location-in-use refusal', () => {
  it('names how many of each, and reads back the counts', () => {
    const message = locationInUseMessage([
      ['meeting', 2],
      ['post', 1],
    ]);
    expect(message).toBe('Location is used by 2 meetings and 1 post.');
    expect(parseLocationInUse(message)).toEqual([
      ['meeting', 2],
      ['post', 1],
    ]);
    expect(parseLocationInUse(locationInUseMessage([['post', 3]]))).toEqual([['post', 3]]);
  });

  it('reads nothing from another message', () => {
    expect(parseLocationInUse('Not found.')).toBeNull();
  });
});
