/**
 * `npm run cluster`: the product as several instances on one PostgreSQL (issue #22, docs/operations.md): 2
 * gateways and 2 APIs (`--gateways=N`, `--apis=M`) behind round-robin proxies, on DATABASE_URL or a throw-away
 * PostgreSQL server, serving the built app (run `npx vite build` first). Prints each address; Ctrl+C stops all.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../tests/support/repository';
import { startCluster } from './cluster/start-cluster';
import { loadDotEnv } from './lib/stack';

function count(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 8)
    throw new Error(`--${name} must be a whole number from 1 to 8`);
  return value;
}

loadDotEnv();
const app = join(repositoryRoot, 'dist/app');
if (!existsSync(join(app, 'index.html'))) {
  console.error('cluster: no built app in dist/app; run `npx vite build` first');
  process.exit(1);
}
console.log('Starting the cluster (the first start migrates and seeds the database)…');
const cluster = await startCluster({ gateways: count('gateways', 2), apis: count('apis', 2) });
for (const member of cluster.members)
  console.log(
    `  ${member.kind} ${member.index + 1}: ${member.program.url} (pid ${member.program.pid})`,
  );
console.log(`  API proxy: ${cluster.apiUrl}`);
console.log(
  `\n  Ready: open ${cluster.url} (round-robin over the gateways). Ctrl+C stops everything.\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void cluster.stop().then(() => process.exit(0));
  });
}
