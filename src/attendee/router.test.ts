import { pagePath } from './router';

describe('the page path', () => {
  it("reads the preview's hash form and the plain path alike", () => {
    expect(pagePath('/conf/', { pathname: '/conf/', hash: '#/speakers/12' })).toBe('speakers/12');
    expect(pagePath('/conf/', { pathname: '/conf/speakers/12', hash: '' })).toBe('speakers/12');
    expect(pagePath('/conf/', { pathname: '/conf/', hash: '' })).toBe('');
    expect(pagePath('/', { pathname: '/sponsors/', hash: '' })).toBe('sponsors');
    // A hash that is no path (an anchor) leaves the page as it is.
    expect(pagePath('/conf/', { pathname: '/conf/sponsors', hash: '#content' })).toBe('sponsors');
  });
});
