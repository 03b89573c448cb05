import { existsSync } from 'node:fs';

/** Debian's Chromium, which `npm test` installs when a browser step needs it (scripts/lib/provision.ts). */
export const debianChromium = '/usr/bin/chromium';

/**
 * Launch options for Chromium in every browser test layer (Storybook axe and Playwright journeys).
 * Playwright cannot download browsers here, so Debian's Chromium is used when present; elsewhere
 * Playwright's own browser. The flags stop Chromium calling home, which a closed network refuses.
 */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  return existsSync(debianChromium) ? { executablePath: debianChromium, args } : { args };
}
