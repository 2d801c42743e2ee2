// "Files and links" of a section or a location: links and files open or download, texts show
// in place, images under their title with their caption.
import type { PublicAttachment, PublicSection } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { fill } from '../texts';
import { Picture } from './Picture';
import { RichText } from './RichText';

function Item({ item }: { item: PublicAttachment }) {
  const { texts } = useApp();
  switch (item.kind) {
    case 'link':
      return item.url ? (
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          <span className="visually-hidden">{fill(texts.openLink, { title: '' })}</span>
          {item.title}
        </a>
      ) : (
        <span>{item.title}</span>
      );
    case 'file':
      return (
        <a href={item.url} download>
          <span className="visually-hidden">{fill(texts.openFile, { title: '' })}</span>
          {item.title}
        </a>
      );
    case 'text':
      return (
        <>
          <h4 className="item-title">{item.title}</h4>
          <RichText html={item.text} />
        </>
      );
    case 'image':
      return item.image ? (
        <>
          {item.title ? <h4 className="item-title">{item.title}</h4> : null}
          <figure className="item-image">
            <Picture
              image={item.image}
              alt={item.imageTitle || item.title}
              sizes="(min-width: 600px) 600px, 100vw"
            />
            {item.imageTitle ? <figcaption>{item.imageTitle}</figcaption> : null}
          </figure>
        </>
      ) : null;
  }
}

export function Attachments({ items }: { items: PublicAttachment[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="items">
      {items.map((item) => (
        <li key={item.id}>
          <Item item={item} />
        </li>
      ))}
    </ul>
  );
}

export function Sections({ sections }: { sections: PublicSection[] }) {
  return sections.map((s) => (
    <section key={s.id} className="card" aria-label={s.title}>
      <h2>{s.title}</h2>
      <RichText html={s.description} />
      <Attachments items={s.items} />
    </section>
  ));
}
