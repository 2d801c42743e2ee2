import { FIRST_SCREEN_STARS_SCRIPT } from '../../common/firstScreenStars';
import {
  applyFirstScreenStars,
  favoritesOf,
  mergeFavorites,
  storedFavorites,
  toggleFavorite,
} from './favorites';

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

  it("applies once the taps the page shell's script noted on the first screen's stars", () => {
    localStorage.clear();
    const card = (id: string) =>
      `<li class="session"><div><a href="/conf/meeting/${id}">${id}</a></div>` +
      '<button type="button" class="star" aria-pressed="false"><span>☆</span></button></li>';
    document.body.innerHTML = `<div id="root" data-event-key="Conf" data-first-screen="schedule"><ul>${['m1', 'm2', 'm3'].map(card).join('')}</ul></div>`;
    // The shell's inline script, as the page runs it before the app.
    new Function(FIRST_SCREEN_STARS_SCRIPT)();
    const [m1, m2] = document.querySelectorAll('button');
    m1!.click();
    m2!.click();
    m2!.click();
    expect(m1!.getAttribute('aria-pressed')).toBe('true');
    expect(m1!.textContent).toBe('★');
    expect(m2!.getAttribute('aria-pressed')).toBe('false');
    expect(favoritesOf(localStorage, 'conf').size).toBe(0);
    applyFirstScreenStars(localStorage, 'Conf');
    expect([...favoritesOf(localStorage, 'conf')]).toEqual(['m1']);
    // Applied once: unstarred in the app, it stays so when the app starts again.
    toggleFavorite(localStorage, 'conf', 'm1');
    applyFirstScreenStars(localStorage, 'conf');
    expect(favoritesOf(localStorage, 'conf').size).toBe(0);
    // A damaged note is dropped.
    localStorage.setItem('attendee.firstScreenStars:conf', '{not json');
    applyFirstScreenStars(localStorage, 'conf');
    expect(localStorage.getItem('attendee.firstScreenStars:conf')).toBeNull();
    // Once the app holds #root, its own stars are not the script's.
    delete document.getElementById('root')!.dataset.firstScreen;
    m1!.click();
    expect(m1!.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('attendee.firstScreenStars:conf')).toBeNull();
  });
});
