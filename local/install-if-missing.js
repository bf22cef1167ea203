// Run by `npm start` and `npm test` before anything else: on a fresh clone it installs the npm
// packages from the lock, so both commands work from the first try. Plain JavaScript, because
// tsx is one of the packages it installs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.package-lock.json'))
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
