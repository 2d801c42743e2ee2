// The product's database on the embedded cluster, created on the cluster's first start.
// runProduct.mjs runs this as a child that exits once the database is there, so the database
// driver it loads does not stay resident in the supervisor (bench/README.md, "Memory"). The
// cluster's URL (with its superuser's password) comes in the environment, never on the command
// line, where any user of the machine could read it.
import { pathToFileURL } from 'node:url';

export const DATABASE = 'eventapp';
/** The variable that hands this script the cluster's URL. */
export const CLUSTER_URL_VARIABLE = 'EVENTAPP_CLUSTER_URL';

async function ensureDatabase(clusterUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDatabase(process.env[CLUSTER_URL_VARIABLE] ?? '').then(
    () => process.exit(0),
    (error) => {
      console.error(`Could not create the database ${DATABASE}: ${error.message ?? error}`);
      process.exit(1);
    },
  );
}
