// `npm start` as a newcomer runs it: a short banner with every address, the SES inbox on the port
// after the site's, and mail still in the inbox after a restart on the same data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, describe, expect, it } from 'vitest';
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { startLocalStack } from '../../local/start.ts';
import { localCredentials, readInbox, temporaryDirectory, writeTestSite } from './local-stack-fixture.ts';

turnOffSdkNodeVersionWarning();
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const directory = temporaryDirectory('newcomer');
const siteDir = writeTestSite(directory.path);
const dataDir = join(directory.path, 'data');
const running = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) await stopNpmStart(child);
  directory.remove();
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/** A port whose next two are free as well, for the inbox and DynamoDB. */
async function freePortRun(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    if ((await Promise.all([port, port + 1, port + 2].map(portIsFree))).every(Boolean)) return port;
  }
  throw new Error('no three free ports in a row');
}

interface NpmStart {
  readonly child: ChildProcess;
  /** Everything printed (stdout and stderr, as a terminal shows them) up to the banner's end. */
  readonly lines: string[];
}

/** `npm start` on the test site, resolved once its banner is complete. */
function npmStart(port: number): Promise<NpmStart> {
  const child = spawn(
    'npm',
    ['start', '--', '--port', String(port), '--data-dir', dataDir, '--site-dir', siteDir, '--no-build'],
    {
      cwd: projectRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
      // A group of its own, so Ctrl-C reaches npm and everything it started, as in a terminal.
      detached: true,
    },
  );
  running.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = output.split('\n');
      const end = lines.findIndex((line) => line.startsWith('  Data '));
      if (end !== -1) resolve({ child, lines: lines.slice(0, end + 1) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      running.delete(child);
      reject(new Error(`npm start exited (${String(code)}) before its banner:\n${output}`));
    });
  });
}

/** Ctrl-C, as a newcomer stops it, and waits for the stack to have let go of its ports. */
async function stopNpmStart(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  await exited;
  running.delete(child);
}

async function sendMail(sesEndpoint: string, marker: string): Promise<void> {
  const ses = new SESv2Client({ endpoint: sesEndpoint, region: 'eu-west-2', credentials: localCredentials });
  try {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'website@fernly.example',
        Destination: { ToAddresses: ['support@fernly.example'] },
        Content: { Simple: { Subject: { Data: 'Kept' }, Body: { Text: { Data: marker } } } },
      }),
    );
  } finally {
    ses.destroy();
  }
}

describe('npm start', () => {
  let port = 0;
  let first: NpmStart;

  it('prints the site, API and inbox addresses in under 15 lines, the inbox on the next port', async () => {
    port = await freePortRun();
    first = await npmStart(port);
    expect(first.lines.length, first.lines.join('\n')).toBeLessThan(15);
    const banner = first.lines.join('\n');
    expect(banner).toContain(`Site       http://127.0.0.1:${port}/`);
    expect(banner).toContain(`API        http://127.0.0.1:${port}/api/`);
    expect(banner).toContain(`SES inbox  http://127.0.0.1:${port + 1}/`);
    expect(banner).toContain(`DynamoDB   http://127.0.0.1:${port + 2}`);
    expect((await fetch(`http://127.0.0.1:${port + 1}/`)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses a second stack on the same data folder, naming the one that holds it', async () => {
    await expect(
      startLocalStack({ port: 0, dataDir, siteDir, build: false, logLevel: 'SILENT' }),
    ).rejects.toThrow(/^The data folder .* is in use by another local stack \(process \d+\)/);
    expect(first.child.exitCode).toBeNull();
  });

  it('keeps the mail in the inbox across a restart on the same data folder', async () => {
    const inbox = `http://127.0.0.1:${port + 1}`;
    const marker = `Sent before the restart (${String(Date.now())})`;
    await sendMail(inbox, marker);
    expect((await readInbox(inbox)).map((email) => email.body.text)).toContain(marker);

    await stopNpmStart(first.child);
    expect(await portIsFree(port + 1)).toBe(true);
    const second = await npmStart(port);
    expect((await readInbox(inbox)).map((email) => email.body.text)).toContain(marker);
    await stopNpmStart(second.child);
  });
});

describe('startLocalStack', () => {
  it('puts the inbox and DynamoDB on the two ports after --port', async () => {
    const port = await freePortRun();
    const stack = await startLocalStack({
      port,
      dataDir: join(directory.path, 'ports'),
      siteDir,
      build: false,
      logLevel: 'SILENT',
    });
    try {
      expect(stack.url).toBe(`http://127.0.0.1:${port}`);
      expect(stack.inboxUrl).toBe(`http://127.0.0.1:${port + 1}/`);
      expect(stack.dynamodb.endpoint).toBe(`http://127.0.0.1:${port + 2}`);
    } finally {
      await stack.stop();
    }
  });

  it('names the inbox when the port after --port is taken', async () => {
    const port = await freePortRun();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port + 1, '127.0.0.1', resolve));
    try {
      await expect(
        startLocalStack({
          port,
          dataDir: join(directory.path, 'taken'),
          siteDir,
          build: false,
          logLevel: 'SILENT',
        }),
      ).rejects.toThrow(`Port ${port + 1} on 127.0.0.1, for the SES inbox, is already in use`);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
