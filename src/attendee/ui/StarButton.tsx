// The star of a session: pressed when it is among the favorites kept on this device.
import type { PublicMeeting } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { useFavorites } from '../device/favorites';
import { fill } from '../texts';

export function StarButton({ meeting }: { meeting: PublicMeeting }) {
  const { event, texts } = useApp();
  const [favorites, toggle] = useFavorites(event.eventKey);
  const starred = favorites.has(meeting.id);
  return (
    <button
      type="button"
      className="star"
      aria-pressed={starred}
      aria-label={fill(texts.favorite, { name: meeting.name })}
      onClick={() => toggle(meeting.id)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
