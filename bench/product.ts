// The product as `npm start` runs it, for the benches that measure it from outside: started on
// a temporary DATA_DIR, and stopped with its database and the folder removed, whatever happened.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from '../test/integration/support/productProcess';
import type { Product } from '../test/integration/support/productProcess';

export interface BenchProduct extends Product {
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchProduct(name: string): Promise<BenchProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `eventapp-${name}-`));
  const product = await startProduct(dataDir);
  return {
    ...product,
    dataDir,
    async stop() {
      product.supervisor.kill('SIGTERM');
      await product.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a bench's main: an error is printed and the exit code says it failed. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
