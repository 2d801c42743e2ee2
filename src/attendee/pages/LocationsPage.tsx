// The place: the venue's profile and sections, then each visible location with its address,
// picture, description and files and links.
import { useApp } from '../appContext';
import { Attachments, Sections } from '../ui/Attachments';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';
import { itemTitle } from './itemTitle';

export function LocationsPage() {
  const { event, texts } = useApp();
  const { place } = event;
  return (
    <div className="page">
      <h1>{itemTitle(event, 'locations')}</h1>
      {place.image ? (
        <Picture image={place.image} alt="" className="wide-image" sizes="100vw" />
      ) : null}
      {place.title ? <p className="subtitle">{place.title}</p> : null}
      <RichText html={place.description} />
      <Sections sections={place.sections} />
      {event.locations.length === 0 && !place.title ? <p>{texts.noLocations}</p> : null}
      {event.locations.map((l) => (
        <section key={l.id} className="card" aria-labelledby={`location-${l.id}`}>
          <h2 id={`location-${l.id}`}>{l.name}</h2>
          {l.address ? (
            <p className="muted">
              <span className="visually-hidden">{texts.address}: </span>
              {l.address}
            </p>
          ) : null}
          {l.image ? <Picture image={l.image} alt="" className="wide-image" sizes="100vw" /> : null}
          <RichText html={l.description} />
          <Attachments items={l.items} />
        </section>
      ))}
    </div>
  );
}
