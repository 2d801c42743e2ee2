import { meetCurrent, resolved } from './formConflicts';

interface V {
  name: string;
  note: string;
  open: boolean;
}

const shown: V = { name: 'Открытие', note: 'Первая', open: true };

describe('an open form meeting a change made elsewhere', () => {
  it('gives untouched fields the new value silently', () => {
    const state = { shown, values: { ...shown, name: 'Моё' }, conflicts: {} };
    const next = meetCurrent(state, {}, { ...shown, note: 'Вторая' });
    expect(next.values).toEqual({ name: 'Моё', note: 'Вторая', open: true });
    expect(next.shown).toEqual({ ...shown, note: 'Вторая' });
    expect(next.conflicts).toEqual({});
  });

  it('marks a changed or touched field as a conflict and keeps what was typed', () => {
    const state = { shown, values: { ...shown, name: 'Моё' }, conflicts: {} };
    const next = meetCurrent(state, { note: true }, { ...shown, name: 'Их', note: 'Вторая' });
    expect(next.values).toEqual({ name: 'Моё', note: 'Первая', open: true });
    expect(next.conflicts).toEqual({ name: 'Их', note: 'Вторая' });
    // The form now counts their values as shown: keeping mine sends both fields.
    expect(next.shown).toEqual({ name: 'Их', note: 'Вторая', open: true });
  });

  it('drops a conflict once their value is what the field holds', () => {
    const state = { shown, values: { ...shown, name: 'Их' }, conflicts: { name: 'Старое' } };
    const next = meetCurrent(state, {}, { ...shown, name: 'Их' });
    expect(next.conflicts).toEqual({});
  });

  it('changes nothing when the item is as shown', () => {
    const state = { shown, values: { ...shown, name: 'Моё' }, conflicts: {} };
    expect(meetCurrent(state, {}, { ...shown })).toBe(state);
  });

  it('resolves with their values or mine', () => {
    const values = { ...shown, name: 'Моё' };
    expect(resolved(values, { name: 'Их' }, 'theirs')).toEqual({ ...shown, name: 'Их' });
    expect(resolved(values, { name: 'Их' }, 'mine')).toBe(values);
  });
});
