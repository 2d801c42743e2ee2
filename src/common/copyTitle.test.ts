import { LIMITS } from './constants';
import { copyTitle } from './copyTitle';

describe('the title of a copy', () => {
  it('says it is a copy in the language of the title', () => {
    expect(copyTitle('Форум', 'ru')).toBe('Форум (копия)');
    expect(copyTitle('Forum ', 'en')).toBe('Forum (copy)');
    expect(copyTitle('Forum', 'de')).toBe('Forum (copy)');
  });

  it('keeps an untitled event untitled, and stays within the title limit', () => {
    expect(copyTitle('  ', 'ru')).toBe('');
    const long = copyTitle('x'.repeat(LIMITS.title), 'ru');
    expect(long).toHaveLength(LIMITS.title);
    expect(long.endsWith(' (копия)')).toBe(true);
  });
});
