/**
 * What `npm test` needs from the machine besides node_modules: Chromium and Java (for the Nu HTML Checker) for
 * the browser steps, and PostgreSQL's server programs for test:postgres. Before the first step, the steps asked for are checked; what is missing is
 * installed from Debian's packages when this user may (root, or sudo without a password), and otherwise the
 * run stops with the one command that installs it. Steps that need neither (lint, test:unit…) need nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { debianChromium } from '../../tests/setup/chromium';
import { findPostgresPrograms } from './postgres-programs';

/** Something outside node_modules that some steps need. */
export interface Requirement {
  /** As a person would name it. */
  name: string;
  /** The steps of `npm test` that need it. */
  steps: readonly string[];
  /** Debian's package that provides it. */
  debianPackage: string;
  /** How to get it on a machine without apt-get. */
  elsewhere: string;
  /** True when this machine has it (or the run is told to use one of its own). */
  present: () => boolean | Promise<boolean>;
}

export const requirements: readonly Requirement[] = [
  {
    name: 'Chromium',
    steps: ['test:stories', 'test:e2e'],
    debianPackage: 'chromium',
    elsewhere: 'npx playwright install chromium',
    // Debian's, else Playwright's own download (tests/setup/chromium.ts launches whichever is there).
    present: async () =>
      existsSync(debianChromium) ||
      existsSync((await import('@playwright/test')).chromium.executablePath()),
  },
  {
    name: 'Java',
    steps: ['test:stories', 'test:e2e'],
    debianPackage: 'default-jre-headless',
    elsewhere: 'install a Java runtime (11 or later) with `java` on the PATH',
    // The Nu HTML Checker (vnu-jar) runs on it beside axe (tests/support/nu-html-checker.ts).
    present: () => succeeds('java', ['-version']),
  },
  {
    name: 'PostgreSQL',
    steps: ['test:postgres'],
    debianPackage: 'postgresql',
    elsewhere:
      'install PostgreSQL and set PG_BIN to the folder of its initdb, or set TEST_DATABASE_URL',
    // A server of one's own (TEST_DATABASE_URL) or a chosen folder (PG_BIN): test:postgres reports on it.
    present: () =>
      Boolean(process.env.TEST_DATABASE_URL?.trim() || process.env.PG_BIN?.trim()) ||
      findPostgresPrograms() !== undefined,
  },
];

/** Of `all`, those that one of `steps` needs and that `isPresent` says are missing. */
export async function missingFor(
  steps: readonly string[],
  all: readonly Requirement[],
  isPresent: (requirement: Requirement) => boolean | Promise<boolean> = (r) => r.present(),
): Promise<Requirement[]> {
  const missing: Requirement[] = [];
  for (const requirement of all) {
    if (requirement.steps.some((step) => steps.includes(step)) && !(await isPresent(requirement)))
      missing.push(requirement);
  }
  return missing;
}

/** Who may install Debian packages here. */
export type Privilege = 'root' | 'passwordless sudo' | 'none';

export type Plan =
  | { action: 'nothing' }
  /** Commands to run in order, each as argv. */
  | { action: 'install'; commands: string[][] }
  /** Stop before the first step with this message. */
  | { action: 'stop'; message: string };

/** What to do about `missing`, given who this user is and whether the machine has apt-get. */
export function planProvisioning(
  missing: readonly Requirement[],
  { privilege, hasAptGet }: { privilege: Privilege; hasAptGet: boolean },
): Plan {
  if (missing.length === 0) return { action: 'nothing' };
  const packages = missing.map((requirement) => requirement.debianPackage);
  const what = missing
    .map((requirement) => `${requirement.name} (for ${requirement.steps.join(', ')})`)
    .join(' and ');
  if (!hasAptGet) {
    return {
      action: 'stop',
      message: [
        `npm test needs ${what}, which this machine does not have. Install, then run npm test again:`,
        ...missing.map((requirement) => `  ${requirement.name}: ${requirement.elsewhere}`),
      ].join('\n'),
    };
  }
  if (privilege === 'none') {
    return {
      action: 'stop',
      message: [
        `npm test needs ${what}, which this machine does not have, and this user cannot install`,
        'packages (not root, no sudo without a password). Run this, then npm test again:',
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
      ].join('\n'),
    };
  }
  // No questions (no terminal in CI); sudo's -n fails rather than asking for a password.
  const asAdmin = (args: string[]) => [
    ...(privilege === 'root' ? [] : ['sudo', '-n']),
    'env',
    'DEBIAN_FRONTEND=noninteractive',
    ...args,
  ];
  return {
    action: 'install',
    commands: [asAdmin(['apt-get', 'update']), asAdmin(['apt-get', 'install', '-y', ...packages])],
  };
}

/** True when `command` runs and exits 0 (its output discarded). */
function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function currentPrivilege(): Privilege {
  if (process.getuid?.() === 0) return 'root';
  return succeeds('sudo', ['-n', 'true']) ? 'passwordless sudo' : 'none';
}

/**
 * Makes sure what `steps` need is on this machine, installing it if this user may. Returns an error message
 * when the run must stop, or undefined when it may go on.
 */
export async function provisionFor(steps: readonly string[]): Promise<string | undefined> {
  const missing = await missingFor(steps, requirements);
  if (missing.length === 0) return undefined;
  const plan = planProvisioning(missing, {
    privilege: currentPrivilege(),
    hasAptGet: succeeds('sh', ['-c', 'command -v apt-get']),
  });
  if (plan.action === 'stop') return plan.message;
  if (plan.action === 'install') {
    console.log(`\n▶ installing ${missing.map((requirement) => requirement.name).join(', ')}\n`);
    for (const [command = '', ...args] of plan.commands) {
      console.log(`$ ${[command, ...args].join(' ')}`);
      if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0)
        return `could not install ${missing.map((requirement) => requirement.name).join(', ')} (see above)`;
    }
  }
  const still = await missingFor(steps, missing);
  return still.length > 0
    ? `${still.map((requirement) => requirement.name).join(', ')} still missing after installing`
    : undefined;
}
