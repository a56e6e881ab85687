// Debian's Chromium, never a downloaded browser (team brief).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`The end-to-end suite needs Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
}
