// The first screen without script (issue 29): the server renders the home page, or the schedule
// at its current (else first) day, to HTML from the public snapshot with the app's own
// components, so a reader without script, a link preview and the first paint see the content,
// and the app, once it has painted the same page, takes its place unchanged (index.tsx). Built
// for Node into dist/attendee-ssr (webpack.attendee.ts) and loaded by the server's page shell.
import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_PATHS } from '../common/appPagePath';
import type { PublicEvent } from '../common/publicEvent';
import { AppContext } from './appContext';
import { HomePage } from './pages/HomePage';
import { SchedulePage } from './pages/SchedulePage';
import { asksRegistration } from './registration/asks';
import { appLanguage, textsFor } from './texts';
import { Layout } from './ui/Layout';

/** The page's HTML for the inside of #root, or null when the page has no first screen. */
export function renderFirstScreen(
  event: PublicEvent,
  base: string,
  path: string,
  now: number,
): string | null {
  if (!FIRST_SCREEN_PATHS.includes(path)) return null;
  // A registration event's content waits for the attendee's code; its home is for everyone.
  if (path !== '' && asksRegistration(event)) return null;
  const texts = textsFor(appLanguage(event.language));
  return renderToString(
    <AppContext.Provider value={{ event, texts, base }}>
      <Layout home={path === ''} offline={false}>
        {path === '' ? <HomePage /> : <SchedulePage now={now} whole />}
      </Layout>
    </AppContext.Provider>,
  );
}
