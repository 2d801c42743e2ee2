// The CSV writer (common/csv.ts, csv-stringify: ~10 KB gzipped) loaded on the first download,
// so the screens that offer a CSV do not carry it in their code.
export const csvWriter = () => import(/* webpackChunkName: "csv" */ '../../common/csv');

export type CsvWriter = Awaited<ReturnType<typeof csvWriter>>;
