// `npm run stats` over records posted through the local stack's gateway and the real handler
// into dynalite: read through the running stack, and again from its data folder once stopped.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationUrlPath } from '../../contract/operations.ts';
import { lockFileName } from '../../local/data-dir-lock.ts';
import { startTestStack, type TestStack } from './local-stack-fixture.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

// Every record comes from this machine's address: a browser version of its own (sent as the
// request's User-Agent too) makes each person a visitor of their own, as the visitor code hashes
// the address with the User-Agent header.
const android = (person: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.${person} Mobile Safari/537.36`;
const windows = (person: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.${person} Safari/537.36`;

function record(index: number, fields: Record<string, unknown>) {
  return {
    referrer: 'Direct',
    queryString: '',
    userAgent: windows(index),
    webView: false,
    action: 'WebsiteVisit',
    timestamp: new Date(Date.UTC(2026, 10, 22, 9, 0, index)).toISOString(),
    history: [],
    page: '/',
    ...fields,
  };
}

/** 12 people on /quay from a campaign link, 10 of whom open the app there; 3 others straight to /. */
const records = [
  ...Array.from({ length: 12 }, (_, index) =>
    record(index, {
      page: '/quay',
      affiliateSource: 'quay',
      referrer: 'https://perks.example.com/benefits?member=ann%40example.com',
      queryString: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring&token=s3cret',
      userAgent: android(index),
    }),
  ),
  ...Array.from({ length: 10 }, (_, index) =>
    record(100 + index, {
      page: '/quay',
      affiliateSource: 'quay',
      action: 'DownloadClicked',
      referrer: 'https://perks.example.com/benefits',
      queryString: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring',
      userAgent: android(index),
    }),
  ),
  ...Array.from({ length: 3 }, (_, index) => record(200 + index, {})),
];

async function stats(dataDir: string, ...options: string[]): Promise<{ json: unknown; stderr: string }> {
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/stats/stats.ts', '--data-dir', dataDir, '--format', 'json', ...options],
    { cwd: repositoryRoot },
  );
  return { json: JSON.parse(stdout), stderr };
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  for (const body of records) {
    const response = await fetch(`${stack.url}${operationUrlPath('saveTrackingData')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': body.userAgent },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }
});

afterAll(async () => {
  await stack.dispose();
});

const count = (current: number | string) => ({ current, previous: 0, change: null });

describe('npm run stats against the local stack', () => {
  it('reads the running stack’s table through its dynalite: people, visits and the funnel', async () => {
    const { json, stderr } = await stats(stack.dataDir);
    expect(stderr).toContain('from the running local stack');
    expect(json).toMatchObject({
      minCount: 0,
      totals: { visitors: count(15), visits: count(15), tappedVisitors: count(10), signUps: count(0) },
      byLandingPage: [
        { page: '/quay', visitors: count(12), tappedVisitors: count(10), tapRate: { current: 0.833 } },
        { page: '/', visitors: count(3), tappedVisitors: count(0) },
      ],
      byPartner: [
        { partner: 'quay', visitors: count(12), tappedVisitors: count(10) },
        { partner: null, visitors: count(3) },
      ],
      byCampaign: [
        { source: 'quay', medium: 'benefits', campaign: 'spring', visitors: count(12) },
        { source: null, medium: null, campaign: null, visitors: count(3) },
      ],
      byReferrer: [
        { referrer: 'https://perks.example.com', visitors: count(12) },
        { referrer: 'Direct', visitors: count(3) },
      ],
      byDevice: [
        { device: 'phone', visitors: count(12) },
        { device: 'desktop', visitors: count(3) },
      ],
    });
  });

  it('shows counts below the threshold as <10 when shared, and one partner’s figures alone', async () => {
    const { json } = await stats(stack.dataDir, '--partner', 'quay');
    expect(json).toMatchObject({
      partner: 'quay',
      minCount: 10,
      totals: { visitors: { current: 12 }, tappedVisitors: { current: 10 }, tapRate: { current: 0.833 } },
      byLandingPage: [{ page: '/quay', visitors: { current: 12 } }],
      byPartner: [{ partner: 'quay', visitors: { current: 12 } }],
    });
    const { json: shared } = await stats(stack.dataDir, '--shared');
    expect(shared).toMatchObject({
      byLandingPage: [
        { page: '/quay', visitors: { current: 12 } },
        { page: '/', visitors: { current: '<10' }, share: { current: null } },
      ],
    });
    // Aggregates only: nothing of a single record, nor what the handler dropped, is in the report.
    expect(JSON.stringify(shared)).not.toMatch(/s3cret|ann%40|member=|Mozilla|2026-11-22T09/);
  });

  it('opens the data folder itself once the stack has stopped, and leaves it unlocked', async () => {
    await stack.stop();
    const { json, stderr } = await stats(stack.dataDir);
    expect(stderr).toContain('from the data folder');
    expect(json).toMatchObject({ totals: { visitors: count(15), tappedVisitors: count(10) } });
    expect(existsSync(join(stack.dataDir, lockFileName))).toBe(false);
  });
});
