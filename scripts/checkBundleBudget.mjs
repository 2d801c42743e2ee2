// `npm run budget` (run by CI after the build): fails when a console route (every one that
// scripts/bundleBudget.ts measures; a route without a recorded figure fails too) or the attendee
// app's home page of the last production build loads more compressed JavaScript than the figure
// recorded in scripts/bundleBudget.reached.json plus 5 %, and then prints where that route's
// bytes go. When a route gets lighter, record the new figure there so the budget follows it down.
import { readFileSync } from 'node:fs';

const GROWTH = 0.05;
const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const report = read('../dist/console/budget.json');
const reached = read('./bundleBudget.reached.json');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let over = false;
for (const name of Object.keys(reached.routes)) {
  if (report.routes[name]) continue;
  console.error(`route ${name}: not in dist/console/budget.json (rebuild with npm run build)`);
  over = true;
}
// Every route the build measures has a recorded figure: a new route records its own.
for (const [name, route] of Object.entries(report.routes)) {
  const figure = reached.routes[name];
  if (!figure) {
    console.error(
      `route ${name}: ${kb(route.gzip)} gzipped, no figure recorded in scripts/bundleBudget.reached.json (add it)`,
    );
    over = true;
    continue;
  }
  const limit = Math.round(figure.gzip * (1 + GROWTH));
  const change = ((route.gzip / figure.gzip - 1) * 100).toFixed(1);
  console.log(
    `route ${name}: ${kb(route.gzip)} gzipped (recorded ${kb(figure.gzip)}, ${change} %; limit ${kb(limit)})`,
  );
  if (route.gzip <= limit) continue;
  over = true;
  console.error(`  over the limit by ${kb(route.gzip - limit)}. Files (gzipped):`);
  for (const { file, gzip } of [...route.files].sort((a, b) => b.gzip - a.gzip))
    console.error(`    ${file.padEnd(40)} ${kb(gzip)}`);
  const total = route.parts.reduce((sum, part) => sum + part.bytes, 0);
  console.error('  Largest parts (source bytes before minification):');
  for (const { name: part, bytes } of route.parts.slice(0, 15))
    console.error(
      `    ${part.padEnd(40)} ${kb(bytes).padStart(9)}  ${((bytes / total) * 100).toFixed(1)} %`,
    );
}
// The attendee app's home page: within its fixed budget (issue 13: 90 KB) and within 5 % of the
// recorded figure.
const attendee = read('../dist/attendee/budget.json');
const attendeeLimit = Math.min(
  attendee.budget,
  Math.round(reached.attendeeHome.gzip * (1 + GROWTH)),
);
console.log(
  `attendee home page: ${kb(attendee.gzip)} gzipped (recorded ${kb(reached.attendeeHome.gzip)}; limit ${kb(attendeeLimit)})`,
);
if (attendee.gzip > attendeeLimit) {
  over = true;
  console.error(
    `  over the limit by ${kb(attendee.gzip - attendeeLimit)}: ${attendee.homeScripts}`,
  );
}
if (over) process.exit(1);
