import { render } from '@testing-library/react';
import { MeetingIcon } from './MeetingIcon';

describe('a session icon', () => {
  it('is a decorative SVG drawing in the text colour for every icon of the spec, no emoji', () => {
    const names = [
      'fork',
      'coffee',
      'glass',
      'map-pin',
      'profile-card',
      'star',
      'information',
      'bus',
      'plane',
    ];
    for (const name of names) {
      const { container, unmount } = render(<MeetingIcon icon={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('stroke')).toBe('currentColor');
      expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      expect(container.textContent).toBe('');
      unmount();
    }
    expect(render(<MeetingIcon icon="unknown" />).container.innerHTML).toBe('');
  });
});
