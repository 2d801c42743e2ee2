// The attendee app's HTML: the page shell of a published event (the built bundle's files from
// dist/attendee/entry.json, the event's title, language, theme colour and manifest, a meta
// description and Open Graph tags, and the page's first screen rendered by the built
// dist/attendee-ssr when there is one) and the friendly "not found" page. Every page leaves through sendPage, the one place response
// headers of the attendee pages are set (the security headers belong there too).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { FIRST_SCREEN_STARS_SCRIPT } from '../../../common/firstScreenStars';
import { publicManifestPath } from '../../../common/publicEvent';
import { themeProperties } from '../../../common/themeProperties';
import type { PublicEvent } from '../../../common/publicEvent';
import type { Compressed } from './compressed';
import { iconsOf } from './manifest';

export const ATTENDEE_DIR = path.resolve(__dirname, '../../../../dist/attendee');
export const ATTENDEE_SSR_FILE = path.resolve(__dirname, '../../../../dist/attendee-ssr/ssr.cjs');
/** Where the built app's files are served. One letter: no event key (3+ characters) can take it. */
export const ATTENDEE_ASSETS_PREFIX = '/a/';

export interface AttendeeBuild {
  scripts: string[];
  styles: string[];
  /** The stylesheets' text, which a page with a first screen carries inline. */
  css?: string;
}

/** The entry files of the last build; none when the app is not built (the pages still answer). */
export function readAttendeeBuild(dir = ATTENDEE_DIR): AttendeeBuild {
  const file = path.join(dir, 'entry.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const build = JSON.parse(readFileSync(file, 'utf8')) as AttendeeBuild;
  const css = build.styles
    .map((href) => readFileSync(path.join(dir, href.slice(ATTENDEE_ASSETS_PREFIX.length)), 'utf8'))
    .join('\n');
  return { ...build, css };
}

/** src/attendee/ssr.tsx's export: the inside of #root for a page path, or null. */
export type FirstScreenRenderer = (
  event: PublicEvent,
  base: string,
  path: string,
  now: number,
) => string | null;

/** The built first-screen renderer; null when the app is not built (the shell stays empty). */
export function readFirstScreenRenderer(file = ATTENDEE_SSR_FILE): FirstScreenRenderer | null {
  if (!existsSync(file)) return null;
  const built = createRequire(__filename)(file) as { renderFirstScreen?: FirstScreenRenderer };
  return built.renderFirstScreen ?? null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * `early`: what must come before the stylesheets (an inline script waits for them). `inline`:
 * the stylesheets inside the page, so its first paint waits for no other request.
 */
function head(
  build: AttendeeBuild,
  title: string,
  extra: string,
  early = '',
  inline: string | null = null,
): string {
  const styles =
    inline !== null && build.css !== undefined
      ? [`<style>${build.css}${inline}</style>`]
      : build.styles.map((href) => `<link rel="stylesheet" href="${escape(href)}">`);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    early,
    ...styles,
    extra,
  ].join('');
}

/**
 * What a page with a first screen carries ahead of its stylesheets: the script that notes taps
 * on the first screen's stars until the app takes over (src/common/firstScreenStars.ts).
 */
const FIRST_SCREEN_HEAD = `<script>${FIRST_SCREEN_STARS_SCRIPT}</script>`;

/**
 * The end of a page with a first screen: starts the app's scripts once that screen is on show,
 * told by the browser's first-contentful-paint entry (delivered once the frame is presented; a
 * frame's task can run well before that on a busy phone). Their addresses are the script
 * element's data-scripts: they are neither run nor asked for before the first paint, which then
 * shares the phone's bandwidth with nothing (issue 29, the schedule's LCP: preloaded, the 68 KB
 * app downloaded beside the page and Lighthouse's slow 4G counted it into the LCP). In order, as
 * deferred scripts would; at once in a hidden tab, which paints nothing until shown; after the
 * next frame where the browser reports no paint timing.
 */
export const FIRST_SCREEN_APP_SCRIPT = `(function(){
var sources=(document.currentScript.getAttribute('data-scripts')||'').split(' ');
var started=false;
function start(){
if(started)return;
started=true;
for(var i=0;i<sources.length;i++){
if(!sources[i])continue;
var script=document.createElement('script');
script.src=sources[i];
script.async=false;
document.body.appendChild(script);
}
}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(document.hidden)start();
else if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(start)});
else new PerformanceObserver(function(list,observer){
if(list.getEntriesByName('first-contentful-paint').length===0)return;
observer.disconnect();
setTimeout(start);
}).observe({type:'paint',buffered:true});
document.addEventListener('visibilitychange',function(){if(document.hidden)start()});
})();`;

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The Content-Security-Policy sources of an app page's inline scripts (their hashes). */
export const APP_PAGE_SCRIPTS: readonly string[] = [
  sha256(FIRST_SCREEN_STARS_SCRIPT),
  sha256(FIRST_SCREEN_APP_SCRIPT),
];

/**
 * Plain text of the organiser's rich text, for a meta description or a notification: one line,
 * blocks apart by a space, inline tags out without one ("в <b>зале</b>." stays "в зале.").
 */
export function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The title, description and Open Graph tags a shared link's preview reads. */
function previewTags(event: PublicEvent, origin: string, url: string): string {
  const title = event.title || event.eventKey;
  const description = plainText(event.slogan) || title;
  const cover = event.images.cover;
  const image = cover ? (cover.widths._size_w600 ?? cover.src) : '';
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escape(value)}">`;
  return [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}${url}`),
    image ? meta('property', 'og:image', image.startsWith('/') ? `${origin}${image}` : image) : '',
  ].join('');
}

/**
 * The event's theme colours for the stylesheet inside a page with a first screen, which then
 * wears them before the app applies them. The snapshot holds only hex colours (snapshot.ts).
 * As specific as app.css's rules of a theme (`:root[data-theme='light']`), and after them.
 */
function themeCss(event: PublicEvent): string {
  const properties = themeProperties(event.theme).filter(([, value]) =>
    /^#[0-9a-fA-F]{3,8}$/.test(value),
  );
  return `:root[data-theme]{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

export interface ShellOptions {
  /** The inside of #root: the first screen of a page path, rendered by the server. */
  firstScreen?: { path: string; html: string } | null;
  /** The page's own address, for its Open Graph tags: scheme and host, and the path. */
  origin?: string;
  url?: string;
}

/** The app's shell for a published event; base is the path the app lives under. */
export function appPage(
  build: AttendeeBuild,
  event: PublicEvent,
  base: string,
  { firstScreen = null, origin = '', url = base }: ShellOptions = {},
): string {
  // A first screen starts the app once painted (FIRST_SCREEN_APP_SCRIPT); a bare shell at once.
  const scripts =
    firstScreen === null
      ? build.scripts.map((src) => `<script defer src="${escape(src)}"></script>`)
      : [];
  const icons = iconsOf(event);
  const icon = icons.find((i) => i.sizes === '150x150') ?? icons[0];
  const extra = [
    `<meta name="theme-color" content="${escape(event.theme.colors.color3)}">`,
    previewTags(event, origin, url),
    `<link rel="manifest" href="${escape(publicManifestPath(event.eventKey))}">`,
    icon ? `<link rel="icon" href="${escape(icon.src)}">` : '',
    ...scripts,
  ].join('');
  const body =
    firstScreen === null
      ? `<div id="root" data-event-key="${escape(event.eventKey)}" data-base="${escape(base)}"></div><noscript>${escape(event.title)}</noscript>`
      : `<div id="root" data-event-key="${escape(event.eventKey)}" data-base="${escape(base)}" data-first-screen="${escape(firstScreen.path)}">${firstScreen.html}</div><script data-scripts="${escape(build.scripts.join(' '))}">${FIRST_SCREEN_APP_SCRIPT}</script>`;
  const early = firstScreen === null ? '' : FIRST_SCREEN_HEAD;
  return `<!doctype html><html lang="${escape(event.language)}" data-theme="${event.theme.name}"><head>${head(build, event.title || event.eventKey, extra, early, firstScreen === null ? null : themeCss(event))}</head><body>${body}</body></html>`;
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

/** A page as sent: its HTML, or a compressed copy of it and the encoding. */
export type SentPage = string | { body: Buffer; encoding: keyof Compressed };

/** Sends an attendee page: always revalidated, so a publish or unpublish shows at once. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  page: SentPage,
  cacheControl = 'no-cache',
): FastifyReply {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  if (typeof page === 'string') return reply.send(page);
  return reply.header('content-encoding', page.encoding).send(page.body);
}
