// Server-side prepared statements for the pool's connections. Drizzle sends every query as an
// unnamed statement, which PostgreSQL parses and plans again on each call; a write runs the
// same few statements over and over. Naming a statement by its text lets the pg driver parse it
// once per connection and PostgreSQL reuse the parse (and, after a few runs, the plan).
import { createHash } from 'node:crypto';
import type { Client } from 'pg';

/** Statements named per connection at most; past it, queries go unnamed (dynamic SQL). */
const MAX_NAMED = 400;
/** Longer texts are bulk statements (many VALUES rows): they rarely repeat. */
const MAX_TEXT = 4000;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

const names = new Map<string, string>();

/** A name from the statement's text, remembered (texts repeat, so hashing is rare). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMED * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

const isConfig = (arg: unknown): arg is QueryConfigLike =>
  typeof arg === 'object' && arg !== null && typeof (arg as QueryConfigLike).text === 'string';

/** The driver's Client class with named statements (pg itself is loaded lazily by the caller). */
export function withNamedStatements(Base: typeof Client): typeof Client {
  return class NamedStatementClient extends Base {
    private readonly named = new Set<string>();

    // The driver's query() has many overloads; this one only adds a name and passes all on.
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (isConfig(config) && !config.name && config.text.length <= MAX_TEXT) {
        const hasValues = (Array.isArray(values) && values.length > 0) || !!config.values?.length;
        const name = nameOf(config.text);
        if (hasValues && (this.named.has(name) || this.named.size < MAX_NAMED)) {
          this.named.add(name);
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
