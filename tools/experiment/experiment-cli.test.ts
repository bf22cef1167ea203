// `npm run experiment` prints what it was asked and nothing of the AWS SDK's Node version warning
// (contract/aws-sdk-warning.ts). The SDK warns only below Node 22, so the command runs here as on
// Node 20.19, the oldest `engines` allows, whatever Node runs the tests; the first run, with the
// switch set against it, proves the warning would show.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { sdkNodeVersionWarningSwitch } from '../../contract/aws-sdk-warning.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fernly-experiment-cli-'));
const asOnNode20 = 'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.19.0"})';

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// Every experiment, as an owner asks first: home-landing among them.
const statusCommand = ['status', '--data-dir', dataDir];

async function experimentStatus(
  switchValue: string | undefined,
): Promise<{ stdout: string; stderr: string }> {
  // The switch as the test sets it, or not at all: never as this process happens to have it.
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== sdkNodeVersionWarningSwitch),
  );
  return run(
    process.execPath,
    ['--import', asOnNode20, '--import', 'tsx', 'tools/experiment/experiment-cli.ts', ...statusCommand],
    {
      cwd: repositoryRoot,
      env:
        switchValue === undefined
          ? environment
          : { ...environment, [sdkNodeVersionWarningSwitch]: switchValue },
    },
  );
}

describe('npm run experiment', () => {
  it('prints no AWS SDK Node version warning', { timeout: 60_000 }, async () => {
    const warned = await experimentStatus('false');
    expect(warned.stderr, 'the SDK warns here when asked to').toContain('NodeVersionSupportWarning');

    const { stdout, stderr } = await experimentStatus(undefined);
    expect(stdout).toContain('home-landing');
    expect(stderr).toBe('');
  });
});
