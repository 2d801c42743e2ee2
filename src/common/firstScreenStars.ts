// A tap on a star of the server's first screen (issue 29) before the attendee app has taken it
// over: the page shell carries this script inline, ahead of its stylesheet, so it runs before
// the first screen is parsed. It notes each tap on a first-screen star in localStorage (the
// session, read from the card's link, and the state the attendee asked for), shows it on the
// star, and calls the app's hook once the app runs; the app applies the noted taps once, at its
// start and on each later tap, then forgets them (src/attendee/device/favorites.ts). A tap
// followed by a link before the app ran is kept too: the next page's app applies it. With
// storage blocked the star stays as it was, as it would in the app. The server names the
// script's hash in the page's Content-Security-Policy (scripts are otherwise ours only).

/** Where the taps wait for the app, per event (lower-cased key): a JSON list of [id, on]. */
export const firstScreenStarsKey = (eventKey: string) =>
  `attendee.firstScreenStars:${eventKey.toLowerCase()}`;

/** The app's hook on window, set once it has applied the taps noted before it ran. */
export const FIRST_SCREEN_STARS_HOOK = 'takeFirstScreenStars';

/** A star of the server's first screen: in #root before the app starts, then in .first-screen. */
const STARS = '#root[data-first-screen] .star,.first-screen .star';

/** The script's text; ES5, since it runs before anything else on any phone. */
export const FIRST_SCREEN_STARS_SCRIPT = `document.addEventListener('click',function(e){
var star=e.target instanceof Element&&e.target.closest('${STARS}');
var link=star&&star.parentNode.querySelector('a[href*="/meeting/"]');
var root=document.getElementById('root');
if(!link||!root)return;
var on=star.getAttribute('aria-pressed')!=='true';
var key='${firstScreenStarsKey('')}'+(root.getAttribute('data-event-key')||'').toLowerCase();
try{
var taps=JSON.parse(localStorage.getItem(key)||'[]');
taps.push([link.getAttribute('href').split('/meeting/').pop(),on]);
localStorage.setItem(key,JSON.stringify(taps));
}catch(_){return}
star.setAttribute('aria-pressed',String(on));
star.firstChild.textContent=on?'\\u2605':'\\u2606';
if(window.${FIRST_SCREEN_STARS_HOOK})window.${FIRST_SCREEN_STARS_HOOK}();
});`;
