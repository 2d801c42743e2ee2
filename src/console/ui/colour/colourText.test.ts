import { formatColour, normaliseColour, parseColour } from './colourText';

describe('colour text', () => {
  it('writes an opaque colour as upper-case hex', () => {
    expect(formatColour({ r: 99, g: 152, b: 255, a: 1 })).toBe('#6398FF');
    expect(formatColour({ r: 0, g: 0, b: 0, a: 1 })).toBe('#000000');
  });

  it('writes a translucent colour as rgba() with the alpha to 2 decimals', () => {
    expect(formatColour({ r: 35, g: 35, b: 37, a: 0.5 })).toBe('rgba(35, 35, 37, 0.5)');
    expect(formatColour({ r: 1, g: 2, b: 3, a: 0.123456 })).toBe('rgba(1, 2, 3, 0.12)');
    expect(formatColour({ r: 1, g: 2, b: 3, a: 0 })).toBe('rgba(1, 2, 3, 0)');
  });

  it('writes hex when the alpha rounds to 1, and rounds channels', () => {
    expect(formatColour({ r: 10.4, g: 254.6, b: 0, a: 0.996 })).toBe('#0AFF00');
  });

  it('reads hex of 3, 6 and 8 digits and rgba()', () => {
    expect(parseColour('#6398ff')).toEqual({ r: 99, g: 152, b: 255, a: 1 });
    expect(parseColour(' #abc ')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColour('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour('rgba(35, 35, 37, 0.45)')).toEqual({ r: 35, g: 35, b: 37, a: 0.45 });
    expect(parseColour('rgba(1,2,3,.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
  });

  it('refuses what is not a colour', () => {
    for (const text of ['', 'red', '#12', '#12345', 'rgba(256, 0, 0, 1)', 'rgba(0, 0, 0, 2)']) {
      expect(parseColour(text)).toBeNull();
    }
  });

  it('round-trips its own output', () => {
    for (const text of ['#6398FF', 'rgba(35, 35, 37, 0.45)', 'rgba(0, 0, 0, 0)']) {
      expect(formatColour(parseColour(text)!)).toBe(text);
    }
    expect(normaliseColour('#abc')).toBe('#AABBCC');
    expect(normaliseColour('nope')).toBe('nope');
  });
});
