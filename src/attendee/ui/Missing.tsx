// What a page shows for a path that names nothing (or something no longer public).
import { useApp } from '../appContext';
import { AppLink } from './Link';

export function Missing() {
  const { texts } = useApp();
  return (
    <div className="page">
      <h1>{texts.pageMissing}</h1>
      <p>
        <AppLink to="">{texts.home}</AppLink>
      </p>
    </div>
  );
}
