// The participants list's own work at 100,000 rows (issue 12), in Node: parsing the snapshot
// body, building the list with its search index (once per snapshot), laying live changes and
// queued writes over it, the search index (built on the first search), and each keystroke of a typed search. The table's DOM is virtualised
// (@tanstack/react-virtual), so these are the costs that grow with the row count.
//   npx tsx bench/participantsList.ts   (BENCH_PARTICIPANTS=100000)
import { performance } from 'node:perf_hooks';
import type { SnapshotHeader, SnapshotRow } from '../src/common/participantsSnapshot';
import { parseSnapshot } from '../src/console/entities/participantsList/snapshotStore';
import {
  participantsList,
  searchRows,
} from '../src/console/entities/participantsList/participantsList';
import { ms, percentiles, table } from './stats';

const COUNT = Math.min(Number(process.env.BENCH_PARTICIPANTS) || 100_000, 1_000_000);
const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Захар'];
const SURNAMES = ['Ёлкина', 'Щукин', 'Южная', 'Петров', 'Сидорова', 'Иванов', 'Кузнецова'];

const header: SnapshotHeader = {
  format: 1,
  resumeToken: '1',
  fields: Array.from({ length: 8 }, (_, i) => ({
    formId: i < 5 ? 'registration' : 'basic_survey_form',
    fieldId: `f${i}`,
    fieldType: 3,
  })),
};
const row = (i: number): SnapshotRow => {
  const name = `${NAMES[i % NAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${i}`;
  const phone = `8(9${String(i % 100).padStart(2, '0')}) ${String(i % 1000).padStart(3, '0')}-00-${String(i % 100).padStart(2, '0')}`;
  const answers = [
    name,
    phone,
    `user${i}@example.ru`,
    `Компания ${i % 500}`,
    'Инженер',
    'Сайт',
    'Доклады,Кофе',
    '',
  ];
  return [
    `id-${String(i).padStart(8, '0')}`,
    name,
    '',
    phone,
    i % 50 === 0 ? 1 : 0,
    1_790_000_000 + i,
    answers,
    0,
  ];
};

const time = <T>(f: () => T): [T, number] => {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
};

const body = `${JSON.stringify(header)}\n${Array.from({ length: COUNT }, (_, i) => JSON.stringify(row(i))).join('\n')}\n`;
const [parsed, parseMs] = time(() => parseSnapshot(body));
const [list, buildMs] = time(() => participantsList('event', header, parsed.rows, [], []));
const [, rebuildMs] = time(() => participantsList('event', header, parsed.rows, [], []));
const [, indexMs] = time(() => searchRows(list, 'ё'));

const keystrokes: number[] = [];
for (const query of ['щ', 'щу', 'щук', 'щуки', 'щукин', 'щукин 1', 'щукин 12']) {
  keystrokes.push(time(() => searchRows(list, query))[1]);
}
const fresh: number[] = [];
for (const query of ['example', 'компания 42', '8(912)', 'zzz']) {
  fresh.push(
    time(() => searchRows(participantsList('event', header, parsed.rows, [], []), query))[1],
  );
}
const [p50, p95, max] = percentiles(keystrokes, [50, 95, 100]);
console.log(`participants list, ${COUNT} rows, 8 fields (Node ${process.version})`);
console.log(
  table(
    ['step', 'time'],
    [
      ['parse the snapshot body', ms(parseMs)],
      ['open: build the list (row ids indexed)', ms(buildMs)],
      ['first search: build the search index + one pass', ms(indexMs)],
      ['build the list again (index reused, e.g. a live change)', ms(rebuildMs)],
      [
        'search keystroke p50 / p95 / max (typing "щукин 12")',
        `${ms(p50 ?? 0)} / ${ms(p95 ?? 0)} / ${ms(max ?? 0)}`,
      ],
      ['search over every row (new query, worst case)', ms(Math.max(...fresh))],
    ],
  ),
);
