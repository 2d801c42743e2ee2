// `npm run budget`: fails when the last production build's sign-in route is over budget.
import { readFileSync } from 'node:fs';

const report = JSON.parse(
  readFileSync(new URL('../dist/console/budget.json', import.meta.url), 'utf8'),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const { gzip, budget } = report.signIn;
console.log(`sign-in route: ${kb(gzip)} gzipped, budget ${kb(budget)}`);
if (gzip > budget) {
  console.error(`Over budget by ${kb(gzip - budget)}.`);
  process.exit(1);
}
