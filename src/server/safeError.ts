// How errors are logged: never with what a query carried. Drizzle puts a failed query's
// parameters (password hashes, tokens, codes, addresses) into its message and stack, and
// PostgreSQL's detail repeats the failing row; the log keeps the query's text, the database's
// error code and the stack frames, and drops the rest.

// A type alias: Fastify's serializer type wants an index-signature-compatible object.
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

/** Values in a database message ('… for type uuid: "abc"') are masked. */
const maskQuoted = (text: string) => text.replace(/"[^"]*"/g, '"…"');

/** The first line only: Drizzle's second line is "params: …". */
const firstLine = (text: string) => text.split('\n', 1)[0] ?? '';

const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

const fromDatabase = (error: object) => 'severity' in error && 'routine' in error;

function pick(error: object, key: string): string | undefined {
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const database = fromDatabase(error);
  const logged: LoggedError = {
    type: error.constructor.name,
    message: database ? maskQuoted(error.message) : firstLine(error.message),
    stack: framesOf(error.stack),
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = pick(error, key);
    if (value !== undefined) logged[key] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}
