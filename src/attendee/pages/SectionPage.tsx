// A menu section whose content is not built yet (schedule, speakers…): its title and a note.
import { useApp } from '../appContext';

export function SectionPage({ item }: { item: string }) {
  const { event, texts } = useApp();
  return (
    <div className="page">
      <h1>{event.wording[`tr.${item}`] || item}</h1>
      <p>{texts.emptySection}</p>
    </div>
  );
}
