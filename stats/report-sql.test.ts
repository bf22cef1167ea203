// report.sql on DuckDB over files in the export format: the committed fixture (laid out as the
// scheduled export writes S3, manifests and a TTL deletion included) and items written for a test.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countExpiry, mailCountKey, quotaKey } from '../lambdas/shared/contact-mail.ts';
import { contactStartItem } from '../lambdas/shared/contact-start.ts';
import { openDuckDbEngine, type DuckDbEngine } from './duckdb-engine.ts';
import { exportDataDir, exportLine, writeExportFiles } from './export-files.ts';
import { reportSql, runReportQuery, type AggregateRow, type ReportQuery } from './report-query.ts';

const fixtureDir = new URL('./fixtures/export', import.meta.url).pathname;
const range: ReportQuery = { from: '2026-11-22', to: '2026-11-23', by: 'day', partner: null };

function groups(
  rows: readonly AggregateRow[],
  breakdown: AggregateRow['breakdown'],
  key: keyof AggregateRow,
) {
  return Object.fromEntries(
    rows
      .filter((row) => row.breakdown === breakdown)
      .map((row) => [String(row[key]), { visits: row.visits, downloads: row.downloads }]),
  );
}

describe('report.sql over the fixture export', () => {
  let engine: DuckDbEngine;
  let rows: AggregateRow[];
  beforeAll(async () => {
    engine = await openDuckDbEngine(fixtureDir);
    rows = await runReportQuery(engine, range);
  });
  afterAll(() => {
    engine.close();
  });

  it('counts visits and download clicks of the days asked for, deletions and later days left out', () => {
    expect(groups(rows, 'total', 'breakdown')).toEqual({ total: { visits: 22, downloads: 11 } });
  });

  it('counts a record by the day it was received, even when its export is the next day’s', () => {
    expect(groups(rows, 'period', 'period')).toEqual({
      '2026-11-22': { visits: 20, downloads: 11 },
      '2026-11-23': { visits: 2, downloads: 0 },
    });
  });

  it('counts pages, and records from before `page` existed as unknown', () => {
    expect(groups(rows, 'page', 'page')).toEqual({
      '/quay': { visits: 13, downloads: 11 },
      '/': { visits: 3, downloads: 0 },
      '/homepage1': { visits: 2, downloads: 0 },
      '/faqs': { visits: 1, downloads: 0 },
      '/contact-us': { visits: 2, downloads: 0 },
      unknown: { visits: 1, downloads: 0 },
    });
  });

  it('counts partners: none when a record has a page and no partner, unknown when it predates both', () => {
    expect(groups(rows, 'partner', 'partner')).toEqual({
      quay: { visits: 13, downloads: 11 },
      null: { visits: 8, downloads: 0 },
      unknown: { visits: 1, downloads: 0 },
    });
  });

  it('reads campaigns from minimised and from old, whole query strings alike', () => {
    const campaigns = rows
      .filter((row) => row.breakdown === 'campaign')
      .map((row) => [row.campaign_source, row.campaign_medium, row.campaign_name, row.visits]);
    expect(campaigns).toEqual(
      expect.arrayContaining([
        ['quay', 'benefits', 'spring', 13],
        ['bing', null, null, 1],
        [null, null, null, 8],
      ]),
    );
    expect(campaigns).toHaveLength(3);
  });

  it('groups search and social referrers, and keeps other origins', () => {
    expect(groups(rows, 'referrer', 'referrer')).toEqual({
      'https://perks.example.com': { visits: 13, downloads: 11 },
      Search: { visits: 4, downloads: 0 },
      Social: { visits: 2, downloads: 0 },
      Direct: { visits: 3, downloads: 0 },
    });
  });

  it('tells new browsers (no history) from returning ones', () => {
    expect(groups(rows, 'visitor', 'visitor')).toEqual({
      new: { visits: 20, downloads: 0 },
      returning: { visits: 2, downloads: 11 },
    });
  });

  it('gives one partner’s figures only', async () => {
    const quay = await runReportQuery(engine, { ...range, partner: 'quay' });
    expect(groups(quay, 'total', 'breakdown')).toEqual({ total: { visits: 13, downloads: 11 } });
    expect(Object.keys(groups(quay, 'page', 'page'))).toEqual(['/quay']);
  });

  it('groups by the week starting on Monday', async () => {
    const weekly = await runReportQuery(engine, { ...range, by: 'week' });
    expect(groups(weekly, 'period', 'period')).toEqual({
      '2026-11-16': { visits: 20, downloads: 11 },
      '2026-11-23': { visits: 2, downloads: 0 },
    });
  });

  it('answers one row per group and no row per record', () => {
    expect(
      rows.every((row) =>
        Object.keys(row).every((column) => !['sk', 'userAgent', 'timestamp'].includes(column)),
      ),
    ).toBe(true);
    expect(rows.filter((row) => row.breakdown === 'total')).toHaveLength(1);
  });
});

describe('report.sql over a whole-table export', () => {
  async function reportOf(write: (dir: string) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'stats-whole-table-'));
    write(dir);
    const engine = await openDuckDbEngine(dir);
    try {
      // Compared as a set of groups: the query answers them in no particular order.
      return (await runReportQuery(engine, range)).map((row) => JSON.stringify(row)).sort();
    } finally {
      engine.close();
      rmSync(dir, { recursive: true });
    }
  }

  it('reads visit records only, not the contact form’s start records, mail and quota counters', async () => {
    const visits = [visit(1, {}), visit(2, {})];
    const issuedAt = new Date('2026-11-22T10:00:00.000Z');
    const client = 'c'.repeat(64);
    const counter = { count: { N: '3' }, expiresAt: { N: String(countExpiry('2026-11-22')) } };
    const others = [
      contactStartItem('0f3a9c2e5b7d41a8b6c0e2f4a6b8c0d2', issuedAt, client),
      { ...mailCountKey('2026-11-22'), ...counter },
      { ...quotaKey('2026-11-22', client), ...counter },
    ];
    const visitsAlone = await reportOf((dir) => writeExportFiles(dir, visits));
    const wholeTable = await reportOf((dir) => {
      writeExportFiles(dir, visits);
      const dataDir = exportDataDir(dir, '2026-11-22', 'whole-table');
      mkdirSync(dataDir, { recursive: true });
      const lines = others.map((item) => exportLine({ ...item, receivedAt: { S: issuedAt.toISOString() } }));
      writeFileSync(join(dataDir, 'records.json.gz'), gzipSync(`${lines.join('\n')}\n`));
    });
    expect(wholeTable).toEqual(visitsAlone);
  });
});

describe('report.sql with no export yet', () => {
  it('answers zeros', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'stats-empty-'));
    const engine = await openDuckDbEngine(empty);
    try {
      const rows = await runReportQuery(engine, range);
      expect(groups(rows, 'total', 'breakdown')).toEqual({ total: { visits: 0, downloads: 0 } });
    } finally {
      engine.close();
      rmSync(empty, { recursive: true });
    }
  });
});

const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.24.108',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.109]',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0 Mobile Safari/537.36 musical_ly_2023405020 BytedanceWebview/d8a21c6',
  linkedin:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8653',
  unknownWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0 Mobile Safari/537.36',
} as const;

function visit(index: number, fields: { userAgent?: string; referrer?: string; webView?: boolean }) {
  const item: Record<string, AttributeValue> = {
    pk: { S: 'VISIT#2026-11-22' },
    sk: { S: String(index).padStart(32, '0') },
    receivedAt: { S: '2026-11-22T10:00:00.000Z' },
    action: { S: 'WebsiteVisit' },
    referrer: { S: fields.referrer ?? 'Direct' },
    queryString: { S: '' },
    userAgent: { S: fields.userAgent ?? userAgents.windows },
    webView: { BOOL: fields.webView ?? false },
    timestamp: { S: '2026-11-22T10:00:00.000Z' },
    page: { S: '/' },
    history: { L: [] },
  };
  return item;
}

async function classify(items: Record<string, AttributeValue>[], breakdown: 'device' | 'referrer') {
  const dir = mkdtempSync(join(tmpdir(), 'stats-classes-'));
  writeExportFiles(dir, items);
  const engine = await openDuckDbEngine(dir);
  try {
    return groups(await runReportQuery(engine, range), breakdown, breakdown);
  } finally {
    engine.close();
    rmSync(dir, { recursive: true });
  }
}

describe('device classes', () => {
  it.each([
    ['android', 'phone'],
    ['iphone', 'phone'],
    ['androidTablet', 'tablet'],
    ['ipad', 'tablet'],
    ['mac', 'desktop'],
    ['windows', 'desktop'],
    ['instagram', 'in-app: Instagram'],
    ['facebook', 'in-app: Facebook'],
    ['tiktok', 'in-app: TikTok'],
    ['linkedin', 'in-app: LinkedIn'],
  ] as const)('counts %s as %s', async (name, device) => {
    expect(await classify([visit(1, { userAgent: userAgents[name] })], 'device')).toEqual({
      [device]: { visits: 1, downloads: 0 },
    });
  });

  it('counts a web view of an app it does not know as in-app: other', async () => {
    expect(
      await classify([visit(1, { userAgent: userAgents.unknownWebView, webView: true })], 'device'),
    ).toEqual({
      'in-app: other': { visits: 1, downloads: 0 },
    });
  });
});

describe('referrer grouping', () => {
  it.each([
    ['https://www.google.com', 'Search'],
    ['https://www.google.co.uk', 'Search'],
    ['https://duckduckgo.com', 'Search'],
    ['https://www.bing.com/search?q=adhd', 'Search'],
    ['android-app://com.google.android.googlequicksearchbox', 'Search'],
    ['https://l.instagram.com', 'Social'],
    ['https://t.co', 'Social'],
    ['https://www.linkedin.com', 'Social'],
    ['android-app://com.facebook.katana', 'Social'],
    ['Direct', 'Direct'],
    ['Unknown', 'Unknown'],
    ['https://news.example.org', 'https://news.example.org'],
    ['https://news.example.org/a/long/path?id=1', 'https://news.example.org'],
    ['android-app://com.google.android.gm', 'android-app://com.google.android.gm'],
  ])('counts %s as %s', async (referrer, group) => {
    expect(await classify([visit(1, { referrer })], 'referrer')).toEqual({
      [group]: { visits: 1, downloads: 0 },
    });
  });
});

describe('report.sql’s portability', () => {
  const keywords = new Set(['as', 'in', 'or', 'and', 'sets', 'where']);
  const functions = [
    ...new Set(
      [...reportSql.replace(/--.*$/gm, '').matchAll(/\b([a-z_]+)\s*\(/gi)]
        .map((match) => (match[1] ?? '').toLowerCase())
        .filter((name) => !keywords.has(name)),
    ),
  ].sort();

  it('calls only the functions and operators documented for both engines in docs/statistics.md', () => {
    expect(functions).toEqual([
      'cast',
      'coalesce',
      'count',
      'date_trunc',
      'grouping',
      'json_array_length',
      'lower',
      'nullif',
      'regexp_extract',
      'replace',
      'split_part',
      'substr',
    ]);
    const docs = readFileSync(new URL('../docs/statistics.md', import.meta.url), 'utf8');
    for (const name of functions) expect(docs).toMatch(new RegExp(`\`${name}[\`(]`, 'i'));
  });
});
