// The info page: the event's cover, title and description, then its info sections.
import { useApp } from '../appContext';
import { Sections } from '../ui/Attachments';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';
import { itemTitle } from './itemTitle';

export function InfoPage() {
  const { event } = useApp();
  return (
    <div className="page">
      {event.images.cover ? (
        <Picture image={event.images.cover} alt="" className="cover" sizes="100vw" />
      ) : null}
      <h1>{itemTitle(event, 'info')}</h1>
      <p className="subtitle">{event.title}</p>
      <RichText html={event.description} />
      <Sections sections={event.infoSections} />
    </div>
  );
}
