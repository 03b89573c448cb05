/**
 * Where PostgreSQL's server programs are, for `npm run test:postgres` (which starts a throw-away server with
 * them) and for `npm test`'s provisioning (which installs them when they are missing).
 */
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's packages put each major version's programs in /usr/lib/postgresql/<version>/bin. */
const debianFolder = '/usr/lib/postgresql';

/**
 * The folder with initdb and pg_ctl: PG_BIN when set, else the first on PATH, else Debian's newest version;
 * undefined when there is none (or PG_BIN names a folder without them).
 */
export function findPostgresPrograms(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const hasBoth = (dir: string) =>
    existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const fromEnv = env.PG_BIN?.trim();
  if (fromEnv) return hasBoth(fromEnv) ? fromEnv : undefined;
  const onPath = (env.PATH ?? '').split(delimiter).find((dir) => dir && hasBoth(dir));
  if (onPath) return onPath;
  const versions = existsSync(debianFolder)
    ? readdirSync(debianFolder)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.map((version) => join(debianFolder, version, 'bin')).find(hasBoth);
}
