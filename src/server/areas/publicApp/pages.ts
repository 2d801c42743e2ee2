// The attendee app's HTML: the page shell of a published event (the built bundle's files from
// dist/attendee/entry.json, the event's title, language, theme colour and manifest) and the
// friendly "not found" page. Every page leaves through sendPage, the one place response
// headers of the attendee pages are set (the security headers belong there too).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { publicManifestPath } from '../../../common/publicEvent';
import type { PublicEvent } from '../../../common/publicEvent';

export const ATTENDEE_DIR = path.resolve(__dirname, '../../../../dist/attendee');
/** Where the built app's files are served. One letter: no event key (3+ characters) can take it. */
export const ATTENDEE_ASSETS_PREFIX = '/a/';

export interface AttendeeBuild {
  scripts: string[];
  styles: string[];
}

/** The entry files of the last build; none when the app is not built (the pages still answer). */
export function readAttendeeBuild(dir = ATTENDEE_DIR): AttendeeBuild {
  const file = path.join(dir, 'entry.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as AttendeeBuild;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function head(build: AttendeeBuild, title: string, extra: string): string {
  const styles = build.styles.map((href) => `<link rel="stylesheet" href="${escape(href)}">`);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    ...styles,
    extra,
  ].join('');
}

/** The app's shell for a published event; base is the path the app lives under. */
export function appPage(build: AttendeeBuild, event: PublicEvent, base: string): string {
  const scripts = build.scripts.map((src) => `<script defer src="${escape(src)}"></script>`);
  const icon = event.icons.find((i) => i.sizes === '150x150') ?? event.icons[0];
  const extra = [
    `<meta name="theme-color" content="${escape(event.theme.colors.color3)}">`,
    `<link rel="manifest" href="${escape(publicManifestPath(event.eventKey))}">`,
    icon ? `<link rel="icon" href="${escape(icon.src)}">` : '',
    ...scripts,
  ].join('');
  return `<!doctype html><html lang="${escape(event.language)}" data-theme="${event.theme.name}"><head>${head(build, event.title || event.eventKey, extra)}</head><body><div id="root" data-event-key="${escape(event.eventKey)}" data-base="${escape(base)}"></div><noscript>${escape(event.title)}</noscript></body></html>`;
}

const NOT_FOUND = {
  ru: {
    title: 'Страница не найдена',
    text: 'Такого мероприятия нет, или оно ещё не опубликовано. Проверьте адрес или спросите ссылку у организатора.',
  },
  en: {
    title: 'Page not found',
    text: 'There is no such event, or it is not published yet. Check the address or ask the organiser for the link.',
  },
};

/** The language of the not-found page: Russian when the browser prefers it, else English. */
export function notFoundLanguage(acceptLanguage: string | undefined): 'ru' | 'en' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ru') ? 'ru' : 'en';
}

export function notFoundPage(build: AttendeeBuild, lang: 'ru' | 'en'): string {
  const t = NOT_FOUND[lang];
  return `<!doctype html><html lang="${lang}" data-theme="dark"><head>${head(build, t.title, '')}</head><body><main class="not-found"><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p></main></body></html>`;
}

/** Sends an attendee page: always revalidated, so a publish or unpublish shows at once. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl = 'no-cache',
): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(html);
}
