import { shortcutOf, undoBelongsElsewhere } from './UndoControls';

const key = (code: string, more: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { code, ...more });

describe('the undo shortcuts', () => {
  it('undo with Ctrl or ⌘ + Z, redo with Shift or Ctrl+Y, by the physical key', () => {
    expect(shortcutOf(key('KeyZ', { ctrlKey: true, key: 'я' }))).toBe('undo');
    expect(shortcutOf(key('KeyZ', { metaKey: true }))).toBe('undo');
    expect(shortcutOf(key('KeyZ', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('KeyZ', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('KeyY', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('KeyZ'))).toBeNull();
    expect(shortcutOf(key('KeyZ', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('KeyX', { ctrlKey: true }))).toBeNull();
  });

  it('leave typing to the browser and a question to its dialog', () => {
    document.body.innerHTML = `
      <input id="text" type="text"><input id="box" type="checkbox"><textarea id="area"></textarea>
      <div id="rich" contenteditable="true"></div><button id="plain">x</button>
      <div role="dialog"><button id="asked">y</button></div>`;
    const at = (id: string) => document.getElementById(id);
    expect(undoBelongsElsewhere(at('text'))).toBe(true);
    expect(undoBelongsElsewhere(at('area'))).toBe(true);
    expect(undoBelongsElsewhere(at('asked'))).toBe(true);
    expect(undoBelongsElsewhere(at('box'))).toBe(false);
    expect(undoBelongsElsewhere(at('plain'))).toBe(false);
    expect(undoBelongsElsewhere(document.body)).toBe(false);
  });
});
