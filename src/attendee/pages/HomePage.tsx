// Home: the cover, the app name, the dates, the slogan and the menu of visible items.
import { useApp } from '../appContext';
import { formatDates } from '../eventDates';
import { Menu } from '../ui/Menu';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';

export function HomePage() {
  const { event, texts } = useApp();
  const dates = formatDates(event.startAt, event.endAt, event.dateLocale);
  return (
    <div className="home">
      {event.images.cover ? (
        <Picture
          image={event.images.cover}
          alt=""
          className="cover"
          sizes="(min-width: 600px) 600px, 100vw"
        />
      ) : null}
      <h1 className="title">{event.title}</h1>
      {dates ? (
        <p className="dates">
          <span className="visually-hidden">{texts.dates}: </span>
          {dates}
        </p>
      ) : null}
      <RichText html={event.slogan} className="slogan" />
      <Menu current="" />
    </div>
  );
}
