// The icon the organiser chose for a session (spec/content.md §9), as a symbol; decorative,
// since the session's name says what it is.
const SYMBOLS: Record<string, string> = {
  fork: '🍴',
  coffee: '☕',
  glass: '🥂',
  'map-pin': '📍',
  'profile-card': '🪪',
  star: '⭐',
  information: 'ℹ️',
  bus: '🚌',
  plane: '✈️',
};

export function MeetingIcon({ icon }: { icon: string }) {
  const symbol = SYMBOLS[icon];
  return symbol ? (
    <span className="session-icon" aria-hidden="true">
      {symbol}
    </span>
  ) : null;
}
