// The icon the organiser chose for a session (spec/content.md §9), drawn as an inline SVG in the
// text colour: emoji showed as empty boxes where a phone's fonts lack them. Decorative, since
// the session's name says what it is. Nine simple line drawings on a 24-unit grid, too few to
// justify an icon library in the app's first script.
const PATHS: Record<string, string> = {
  fork: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 1-3 4-3 8h3v10',
  coffee: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  glass: 'M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v7M8 21h8',
  'map-pin':
    'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  'profile-card':
    'M3 6h18v12H3zM9 9.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6 16c.5-1.5 1.5-2 3-2s2.5.5 3 2M14 10h4M14 13h4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  information: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  bus: 'M5 4h14v12H5zM5 11h14M8 16v3M16 16v3M8 13.5h.01M16 13.5h.01',
  plane: 'M21 15l-8-4V5a1 1 0 0 0-2 0v6l-8 4v2l8-2v4l-2 1.5V21l3-1 3 1v-1.5L13 19v-4l8 2z',
};

export function MeetingIcon({ icon }: { icon: string }) {
  const path = PATHS[icon];
  return path ? (
    <svg
      className="session-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  ) : null;
}
