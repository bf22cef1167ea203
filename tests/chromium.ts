// The Chromium every browser-driven check uses: Debian's package, never a downloaded build.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these Chromium keeps calling home, and a machine without network refuses it many
// times a second.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
        '(Debian) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
}
