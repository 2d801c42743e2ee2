// Every query of an event-scoped table names the event (spec: issue 26 item 6, README "Beyond
// one PostgreSQL"): on a PostgreSQL distributed by event id (Citus), a query that names its
// event runs on one shard, and one that does not fans out to all of them. This scans the
// server's source: each Drizzle query on a table with an event_id column (and on `events`,
// whose id is the event id) and each SQL text that reads or writes one must mention the event
// id in the same statement. The queries that cross events on purpose are listed below, each
// with why.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import * as schema from './schema';

const SERVER = path.resolve(__dirname, '..');

/** Export name → SQL name of the tables scoped to one event. */
const eventTables = new Map<string, string>();
for (const [name, value] of Object.entries(schema)) {
  if (!is(value, PgTable)) continue;
  const columns = getTableColumns(value);
  if ('eventId' in columns || getTableName(value) === 'events') {
    eventTables.set(name, getTableName(value));
  }
}

/** What names the event in a statement: its id column, or a variable or field holding it. */
const NAMES_EVENT = /\beventIds?\b|\bevent_id\b|\bevents\.id\b|\bevent\.id\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const QUERY_METHODS = new Set(['from', 'update', 'delete', 'innerJoin', 'leftJoin']);

/** The whole statement a node belongs to: up through the call chain around it. */
function chainOf(node: ts.Node): ts.Node {
  let top = node;
  while (
    ts.isPropertyAccessExpression(top.parent) ||
    ts.isCallExpression(top.parent) ||
    ts.isAwaitExpression(top.parent) ||
    ts.isParenthesizedExpression(top.parent)
  ) {
    top = top.parent;
  }
  return top;
}

/**
 * The queries that cross events on purpose, as `file table` (lines move), each with why. On
 * Citus these run on every shard (README, "Beyond one PostgreSQL").
 */
const CROSS_EVENT = new Map<string, string>([
  // The change log is one order across events (the sequencer's global seq): the hub reads
  // what follows its last number, the public cache its newest number, the sequencer's sweep
  // whether anything waits. Per-event order is the README's plan for Citus.
  ['live/hub.ts changes', 'the live hub follows the global change log by seq'],
  ['areas/publicApp/publicCache.ts changes', 'the newest seq of the global change log'],
  ['db/sequencer.ts pending_changes (SQL)', 'the sweep of records another node left unmoved'],
  // Clean-up by age, across events, on the leader.
  ['areas/publicApp/registration/start.ts registration_codes', 'expired codes of every event'],
  ['areas/publicApp/attendeeCleanUp.ts favorite_sets (SQL)', 'favourites untouched for a year'],
  // An invitation code is all the invitee has: it is looked up by its hash, and names its event.
  ['areas/team/service.ts event_invitations', 'an invitation found by its code'],
  // The one writer of a file row, by its id, for the upload route and image processing, which
  // hold the row; on Citus it would take the row's event id too.
  ['areas/files/fileRecords.ts files', 'updateFile by the file id its callers hold'],
  // A push subscription is its endpoint (unique, one event at a time), a secret only the
  // browser and the push service know: the attendee's removal and the push service's "gone"
  // name it alone.
  ['areas/publicApp/push/pushRoutes.ts push_subscriptions (SQL)', 'a removal by its endpoint'],
  ['push/pushSender.ts push_subscriptions (SQL)', 'an endpoint the push service calls gone'],
  // The leader's watcher finds, across events, those with subscribers and new changes.
  ['areas/publicApp/push/pushWatcher.ts changes (SQL)', 'events with subscribers that changed'],
]);

/** `file:line table` for every query of an event table that does not name the event. */
function unscoped(): string[] {
  const found: string[] = [];
  const sqlNames = [...new Set(eventTables.values())].join('|');
  const touchesTable = new RegExp(
    `\\b(?:FROM|JOIN|UPDATE|INTO|DELETE FROM)\\s+"?(${sqlNames})"?\\b`,
    'gi',
  );
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    // A predicate kept in a constant of the file (`const same = and(eq(t.eventId, …), …)`).
    const namingConstants = new Set<string>();
    const collect = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        NAMES_EVENT.test(node.initializer.getText())
      ) {
        namingConstants.add(node.name.text);
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
    const namesEvent = (code: string) =>
      NAMES_EVENT.test(code) ||
      [...code.matchAll(/\b[A-Za-z_]\w*\b/g)].some(([word]) => namingConstants.has(word));
    const where = (node: ts.Node) =>
      `${path.relative(SERVER, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        QUERY_METHODS.has(node.expression.name.text)
      ) {
        const [first] = node.arguments;
        const table = first && ts.isIdentifier(first) ? first.text : undefined;
        if (table && eventTables.has(table) && !namesEvent(chainOf(node).getText())) {
          found.push(`${where(node)} ${eventTables.get(table)}`);
        }
      }
      // SQL texts: string and template literals, and sql`` templates.
      if (
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node) ||
        ts.isStringLiteral(node)
      ) {
        const literal = node.getText();
        for (const match of literal.matchAll(touchesTable)) {
          if (!NAMES_EVENT.test(literal)) found.push(`${where(node)} ${match[1]} (SQL)`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

it('finds the event tables', () => {
  expect([...eventTables.values()]).toEqual(
    expect.arrayContaining(['events', 'speakers', 'files']),
  );
});

it('names the event in every query of an event-scoped table, but the listed ones', () => {
  const found = unscoped();
  const key = (entry: string) => entry.replace(/:\d+ /, ' ');
  expect(found.filter((entry) => !CROSS_EVENT.has(key(entry)))).toEqual([]);
  // An entry whose query went away (or now names its event) leaves the list.
  expect([...CROSS_EVENT.keys()].filter((k) => !found.some((e) => key(e) === k))).toEqual([]);
});
