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

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

function record(index: number, fields: Record<string, unknown>) {
  return {
    referrer: 'Direct',
    queryString: '',
    userAgent: windows,
    webView: false,
    action: 'WebsiteVisit',
    timestamp: new Date(Date.UTC(2026, 10, 22, 9, 0, index)).toISOString(),
    history: [],
    page: '/',
    ...fields,
  };
}

/** 12 visits to /quay from a campaign link and 10 download clicks there; 3 direct visits to /. */
const records = [
  ...Array.from({ length: 12 }, (_, index) =>
    record(index, {
      page: '/quay',
      affiliateSource: 'quay',
      referrer: 'https://perks.example.com/benefits?member=ann%40example.com',
      queryString: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring&token=s3cret',
      userAgent: android,
    }),
  ),
  ...Array.from({ length: 10 }, (_, index) =>
    record(100 + index, {
      page: '/quay',
      affiliateSource: 'quay',
      action: 'DownloadClicked',
      referrer: 'https://perks.example.com/benefits',
      queryString: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring',
      userAgent: android,
    }),
  ),
  ...Array.from({ length: 3 }, (_, index) => record(200 + index, {})),
];

async function stats(dataDir: string, ...options: string[]): Promise<{ json: unknown; stderr: string }> {
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', 'stats/stats.ts', '--data-dir', dataDir, '--format', 'json', ...options],
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
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }
});

afterAll(async () => {
  await stack.dispose();
});

describe('npm run stats against the local stack', () => {
  it('reads the running stack’s table through its dynalite, with the right counts', async () => {
    const { json, stderr } = await stats(stack.dataDir, '--min-count', '1');
    expect(stderr).toContain('from the running local stack');
    expect(json).toMatchObject({
      totals: { visits: 15, downloads: 10 },
      byPage: [
        { page: '/quay', visits: 12, downloads: 10, clickThrough: 0.833 },
        { page: '/', visits: 3, downloads: '<1' },
      ],
      byPartner: [
        { partner: 'quay', visits: 12, downloads: 10 },
        { partner: null, visits: 3 },
      ],
      byCampaign: [
        { source: 'quay', medium: 'benefits', campaign: 'spring', visits: 12, downloads: 10 },
        { source: null, medium: null, campaign: null, visits: 3 },
      ],
      byReferrer: [
        { referrer: 'https://perks.example.com', visits: 12, downloads: 10 },
        { referrer: 'Direct', visits: 3 },
      ],
      byDevice: [
        { device: 'phone', visits: 12, downloads: 10 },
        { device: 'desktop', visits: 3 },
      ],
    });
  });

  it('shows counts below the threshold as <10, and one partner’s figures alone', async () => {
    const { json } = await stats(stack.dataDir, '--partner', 'quay');
    expect(json).toMatchObject({
      partner: 'quay',
      totals: { visits: 12, downloads: 10, clickThrough: 0.833 },
      byPage: [{ page: '/quay', visits: 12, downloads: 10 }],
      byPartner: [{ partner: 'quay', visits: 12 }],
    });
    const { json: everyone } = await stats(stack.dataDir);
    expect(everyone).toMatchObject({
      byPage: [
        { page: '/quay', visits: 12 },
        { page: '/', visits: '<10', share: null },
      ],
    });
    // Aggregates only: nothing of a single record, nor what the handler dropped, is in the report.
    expect(JSON.stringify(everyone)).not.toMatch(/s3cret|ann%40|member=|Mozilla|2026-11-22T09/);
  });

  it('opens the data folder itself once the stack has stopped, and leaves it unlocked', async () => {
    await stack.stop();
    const { json, stderr } = await stats(stack.dataDir, '--min-count', '1');
    expect(stderr).toContain('from the data folder');
    expect(json).toMatchObject({ totals: { visits: 15, downloads: 10 } });
    expect(existsSync(join(stack.dataDir, lockFileName))).toBe(false);
  });
});
