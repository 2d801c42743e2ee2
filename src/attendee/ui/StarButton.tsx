// The star of a session: pressed when it is among the favorites kept on this device.
import type { PublicMeeting } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { useFavorites } from '../device/favorites';
import { fill } from '../texts';

/** The button itself, for lists that read the favorites once for all their cards. */
export function Star({
  label,
  starred,
  onToggle,
}: {
  label: string;
  starred: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="star"
      aria-pressed={starred}
      aria-label={label}
      onClick={onToggle}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}

export function StarButton({ meeting }: { meeting: PublicMeeting }) {
  const { event, texts } = useApp();
  const [favorites, toggle] = useFavorites(event.eventKey);
  return (
    <Star
      label={fill(texts.favorite, { name: meeting.name })}
      starred={favorites.has(meeting.id)}
      onToggle={() => toggle(meeting.id)}
    />
  );
}
