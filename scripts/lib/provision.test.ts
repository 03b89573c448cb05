import { describe, expect, it } from 'vitest';
import { missingFor, planProvisioning, requirements, type Requirement } from './provision';

const byName = (name: string): Requirement => {
  const found = requirements.find((requirement) => requirement.name === name);
  if (!found) throw new Error(`no requirement ${name}`);
  return found;
};
const chromium = byName('Chromium');
const java = byName('Java');
const postgresql = byName('PostgreSQL');
const nothingInstalled = () => false;

describe('what the steps asked for need from the machine', () => {
  it('is nothing for the steps that run on node_modules alone', async () => {
    const steps = ['codegen:check', 'typecheck', 'lint', 'catalogue:check', 'test:unit'];
    expect(await missingFor(steps, requirements, nothingInstalled)).toEqual([]);
  });

  it('is Chromium and Java for the browser steps and PostgreSQL for test:postgres', async () => {
    expect(await missingFor(['lint', 'test:e2e'], requirements, nothingInstalled)).toEqual([
      chromium,
      java,
    ]);
    expect(await missingFor(['test:stories'], requirements, nothingInstalled)).toEqual([
      chromium,
      java,
    ]);
    expect(await missingFor(['test:postgres'], requirements, nothingInstalled)).toEqual([
      postgresql,
    ]);
  });

  it('leaves out what is already installed', async () => {
    const steps = ['test:postgres', 'test:stories', 'test:e2e'];
    const onlyChromium = (requirement: Requirement) => requirement === chromium;
    expect(await missingFor(steps, requirements, onlyChromium)).toEqual([java, postgresql]);
  });
});

describe('provisioning', () => {
  const both = [chromium, postgresql];

  it('does nothing when nothing is missing', () => {
    expect(planProvisioning([], { privilege: 'none', hasAptGet: true })).toEqual({
      action: 'nothing',
    });
  });

  it('installs from Debian with apt-get as root, without questions', () => {
    expect(
      planProvisioning([chromium, java, postgresql], { privilege: 'root', hasAptGet: true }),
    ).toEqual({
      action: 'install',
      commands: [
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update'],
        [
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          'chromium',
          'default-jre-headless',
          'postgresql',
        ],
      ],
    });
  });

  it('goes through sudo -n (never a password prompt) for a user with sudo without a password', () => {
    expect(
      planProvisioning([chromium], { privilege: 'passwordless sudo', hasAptGet: true }),
    ).toEqual({
      action: 'install',
      commands: [
        ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update'],
        [
          'sudo',
          '-n',
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          'chromium',
        ],
      ],
    });
  });

  it('otherwise stops with the one command that installs what is missing', () => {
    const plan = planProvisioning(both, { privilege: 'none', hasAptGet: true });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain(
      'Chromium (for test:stories, test:e2e) and PostgreSQL (for test:postgres)',
    );
    expect(message.split('\n')).toContain(
      '  sudo apt-get update && sudo apt-get install -y chromium postgresql',
    );
  });

  it('on a machine without apt-get, stops with how to get each one there', () => {
    const plan = planProvisioning([chromium], { privilege: 'root', hasAptGet: false });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('Chromium: npx playwright install chromium');
    expect(message).not.toContain('apt-get');
  });
});
