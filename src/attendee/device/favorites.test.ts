import { favoritesOf, mergeFavorites, storedFavorites, toggleFavorite } from './favorites';

describe('favorites on the device', () => {
  it('stars and unstars a session per event, surviving a damaged entry', () => {
    localStorage.clear();
    expect([...toggleFavorite(localStorage, 'Conf', 'm1')]).toEqual(['m1']);
    expect([...toggleFavorite(localStorage, 'conf', 'm2')]).toEqual(['m1', 'm2']);
    expect([...toggleFavorite(localStorage, 'other', 'm1')]).toEqual(['m1']);
    expect([...toggleFavorite(localStorage, 'conf', 'm1')]).toEqual(['m2']);
    localStorage.setItem('attendee.favorites:conf', '{not json');
    expect([...toggleFavorite(localStorage, 'conf', 'm3')]).toEqual(['m3']);
  });

  it('reads the first format (a list of ids) as stars that any later change beats', () => {
    localStorage.clear();
    localStorage.setItem('attendee.favorites:conf', '["m1","m2"]');
    expect([...favoritesOf(localStorage, 'conf')]).toEqual(['m1', 'm2']);
    expect(mergeFavorites(localStorage, 'conf', { m1: { on: false, at: 1 } })).toBe(true);
    expect([...favoritesOf(localStorage, 'conf')]).toEqual(['m2']);
  });

  it('dates a change after the one it replaces and merges what another device sent', () => {
    localStorage.clear();
    const future = Date.now() + 60_000;
    expect(mergeFavorites(localStorage, 'conf', { m1: { on: true, at: future } })).toBe(true);
    expect(mergeFavorites(localStorage, 'conf', { m1: { on: true, at: future } })).toBe(false);
    toggleFavorite(localStorage, 'conf', 'm1');
    expect(storedFavorites(localStorage, 'conf').marks.m1).toEqual({ on: false, at: future + 1 });
  });
});
