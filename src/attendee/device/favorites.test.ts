import { toggleFavorite } from './favorites';

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
});
