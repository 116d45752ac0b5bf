/** Where the browser is: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own. */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    return existsSync(own) ? own : null;
  } catch {
    return null;
  }
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
