// After webpack (`npm run build`): writes dist/console/signin.html, the sign-in page the server
// sends for /signin (issue 14, item 6). Its body is the sign-in screen rendered at build time
// (dist/prerender, from src/console/app/prerender.tsx), so the form paints with no script run.
// The console's scripts are not in the page: a small loader (its own hashed file, as the content
// security policy allows scripts from our origin only) adds them on the user's first
// interaction, and keeps a submit asked for meanwhile; the console's form then takes over the
// typed values (src/console/app/prerendered.ts). Brotli and gzip copies as for every asset.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

const dist = new URL('../dist/console/', import.meta.url);
const require = createRequire(import.meta.url);
const { renderSignIn, SIGNED_IN_HINT } = require('../dist/prerender/prerender.cjs');

/* global document, addEventListener -- loadOnIntent is sent to the browser as its source text */
/** Runs in the browser: loads the console's scripts, in order, once the user does anything. */
function loadOnIntent(scripts, signedInHint) {
  const form = document.querySelector('#prerendered form');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // A signed-in profile is sent on by the console (to ?redirect= or the events): at once.
  try {
    if (localStorage.getItem(signedInHint)) start();
  } catch {
    // no storage: wait for the user, as for anyone signed out
  }
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
    addEventListener(type, start, { capture: true, passive: true });
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.submitted = '1';
    start();
  });
  // A press on the submit button that the console's takeover interrupts never becomes a click
  // (its button is gone before the release): the console finishes it (AdoptPrerendered).
  form?.addEventListener('pointerdown', (event) => {
    if (event.target.closest('[type=submit]')) form.dataset.pressed = '1';
  });
  for (const type of ['pointerup', 'pointercancel'])
    addEventListener(type, () => delete form?.dataset.pressed, { capture: true });
}

function write(name, text) {
  const file = new URL(name, dist);
  writeFileSync(file, text);
  writeFileSync(`${file.pathname}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(
    `${file.pathname}.br`,
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const index = readFileSync(new URL('index.html', dist), 'utf8');
const SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g;
const scripts = [...index.matchAll(SCRIPT)].map((match) => match[1]);
const ROOT = /<div id="?root"?><\/div>/;
if (scripts.length === 0 || !ROOT.test(index))
  throw new Error('dist/console/index.html: no deferred scripts or no #root to pre-render into');

const loader = `(${loadOnIntent.toString()})(${JSON.stringify(scripts)}, ${JSON.stringify(SIGNED_IN_HINT)});\n`;
const loaderName = `assets/signin-loader.${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
write(loaderName, loader);

const markup = await renderSignIn();
const page = index
  .replace(SCRIPT, '')
  .replace('</head>', `<script defer src="/${loaderName}"></script></head>`)
  .replace(ROOT, `<div id="prerendered">${markup}</div><div id="root" hidden></div>`);
write('signin.html', page);
console.log(`Pre-rendered dist/console/signin.html (${(page.length / 1024).toFixed(1)} KB)`);
