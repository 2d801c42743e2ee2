// Sponsors: the event's organizers and sponsors, each with its logo.
import type { PublicParty } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { fill } from '../texts';
import { Picture } from '../ui/Picture';

function Parties({ heading, parties }: { heading: string; parties: PublicParty[] }) {
  const { texts } = useApp();
  if (parties.length === 0) return null;
  return (
    <section className="parties" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {parties.map((p) => (
          <li key={p.id} className="party">
            {p.logo ? (
              <Picture
                image={p.logo}
                alt={fill(texts.logoOf, { name: p.name })}
                className="logo"
                sizes="150px"
              />
            ) : null}
            <span className="party-name">{p.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SponsorsPage() {
  const { event, texts } = useApp();
  const sponsorsHeading = event.wording['tr.sponsors'] || 'Sponsors';
  return (
    <div className="page">
      <h1>{sponsorsHeading}</h1>
      {event.organizers.length + event.sponsors.length === 0 ? <p>{texts.noParties}</p> : null}
      <Parties
        heading={event.wording['tr.organizers'] || 'Organizers'}
        parties={event.organizers}
      />
      <Parties heading={sponsorsHeading} parties={event.sponsors} />
    </div>
  );
}
