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
import { droppedRecordsItemKey } from '../lambdas/shared/record-cap.ts';
import { openDuckDbEngine, type DuckDbEngine } from '../tools/stats/duckdb-engine.ts';
import { exportDataDir, exportLine, writeExportFiles } from '../tools/stats/export-files.ts';
import { reportSql, runReportQuery, type AggregateRow, type ReportQuery } from './report-query.ts';

const fixtureDir = new URL('./fixtures/export', import.meta.url).pathname;
const range: ReportQuery = { from: '2026-11-22', to: '2026-11-23', by: 'day', partner: null };

function groups(
  rows: readonly AggregateRow[],
  breakdown: AggregateRow['breakdown'],
  key: keyof AggregateRow,
  phase: AggregateRow['phase'] = 'current',
) {
  return Object.fromEntries(
    rows
      .filter((row) => row.breakdown === breakdown && row.phase === phase)
      .map((row) => [
        String(row[key]),
        { visitors: row.visitors, pageViews: row.page_views, taps: row.taps },
      ]),
  );
}

const counts = (visitors: number, pageViews: number, taps: number) => ({ visitors, pageViews, taps });

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

  // The fixture's records predate visitor codes: each is a visitor and a visit of its own.
  it('counts page views and taps of the days asked for, deletions and later days left out', () => {
    expect(groups(rows, 'total', 'breakdown')).toEqual({ total: counts(33, 22, 11) });
  });

  it('counts a record by the day it was received, even when its export is the next day’s', () => {
    expect(groups(rows, 'period', 'period')).toEqual({
      '2026-11-22': counts(31, 20, 11),
      '2026-11-23': counts(2, 2, 0),
    });
  });

  it('counts landing pages, and records from before `page` existed as unknown', () => {
    expect(groups(rows, 'landingPage', 'page')).toEqual({
      '/quay': counts(24, 13, 11),
      '/': counts(3, 3, 0),
      '/homepage1': counts(2, 2, 0),
      '/faqs': counts(1, 1, 0),
      '/contact-us': counts(2, 2, 0),
      unknown: counts(1, 1, 0),
    });
  });

  it('counts partners: none when a record has a page and no partner, unknown when it predates both', () => {
    expect(groups(rows, 'partner', 'partner')).toEqual({
      quay: counts(24, 13, 11),
      null: counts(8, 8, 0),
      unknown: counts(1, 1, 0),
    });
  });

  it('reads campaigns from minimised and from old, whole query strings alike', () => {
    const campaigns = rows
      .filter((row) => row.breakdown === 'campaign')
      .map((row) => [row.campaign_source, row.campaign_medium, row.campaign_name, row.visitors]);
    expect(campaigns).toEqual(
      expect.arrayContaining([
        ['quay', 'benefits', 'spring', 24],
        ['bing', null, null, 1],
        [null, null, null, 8],
      ]),
    );
    expect(campaigns).toHaveLength(3);
  });

  it('groups search and social referrers, and keeps other origins', () => {
    expect(groups(rows, 'referrer', 'referrer')).toEqual({
      'https://perks.example.com': counts(24, 13, 11),
      Search: counts(4, 4, 0),
      Social: counts(2, 2, 0),
      Direct: counts(3, 3, 0),
    });
  });

  it('tells new browsers (no history) from returning ones', () => {
    expect(groups(rows, 'browser', 'browser')).toEqual({
      new: counts(20, 20, 0),
      returning: counts(13, 2, 11),
    });
  });

  it('gives one partner’s figures only', async () => {
    const quay = await runReportQuery(engine, { ...range, partner: 'quay' });
    expect(groups(quay, 'total', 'breakdown')).toEqual({ total: counts(24, 13, 11) });
    expect(Object.keys(groups(quay, 'landingPage', 'page'))).toEqual(['/quay']);
    expect(Object.keys(groups(quay, 'page', 'page'))).toEqual(['/quay']);
  });

  it('groups by the week starting on Monday', async () => {
    const weekly = await runReportQuery(engine, { ...range, by: 'week' });
    expect(groups(weekly, 'period', 'period')).toEqual({
      '2026-11-16': counts(31, 20, 11),
      '2026-11-23': counts(2, 2, 0),
    });
  });

  it('reads the days before as the previous period', async () => {
    const later = await runReportQuery(engine, { ...range, from: '2026-11-24', to: '2026-11-25' });
    expect(groups(later, 'total', 'breakdown', 'previous')).toEqual({ total: counts(33, 22, 11) });
  });

  it('answers one row per group and no row per record', () => {
    expect(
      rows.every((row) =>
        Object.keys(row).every((column) => !['sk', 'userAgent', 'timestamp', 'visitor'].includes(column)),
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

  it('counts each day’s dropped records once, its latest image, in every visitor’s report and no partner’s', async () => {
    const visits = [visit(1, {}), visit(2, {})];
    const droppedOn = (day: string, count: number) => ({
      ...droppedRecordsItemKey(day),
      dropped: { N: String(count) },
      expiresAt: { N: '1900000000' },
    });
    const dir = mkdtempSync(join(tmpdir(), 'stats-dropped-'));
    writeExportFiles(dir, [...visits, droppedOn('2026-11-21', 7), droppedOn('2026-11-22', 40)]);
    // A drop just before midnight, written just after it: the day's item again in the next export.
    const lateDir = exportDataDir(dir, '2026-11-23', 'late');
    mkdirSync(lateDir, { recursive: true });
    writeFileSync(join(lateDir, 'records.json.gz'), gzipSync(`${exportLine(droppedOn('2026-11-22', 42))}\n`));
    const engine = await openDuckDbEngine(dir);
    try {
      const rows = await runReportQuery(engine, range);
      const dropped = rows.filter((row) => row.breakdown === 'dropped');
      expect(dropped.map(({ phase, dropped: count }) => ({ phase, count }))).toEqual(
        expect.arrayContaining([
          { phase: 'current', count: 42 },
          { phase: 'previous', count: 7 },
        ]),
      );
      expect(dropped).toHaveLength(2);
      // No visit, visitor or partner is made of the item.
      expect(groups(rows, 'total', 'breakdown')).toEqual({ total: counts(2, 2, 0) });
      const quay = await runReportQuery(engine, { ...range, partner: 'quay' });
      expect(quay.filter((row) => row.breakdown === 'dropped')).toEqual([]);
    } finally {
      engine.close();
      rmSync(dir, { recursive: true });
    }
  });
});

describe('report.sql with no export yet', () => {
  it('answers no group, which the report reads as zeros', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'stats-empty-'));
    const engine = await openDuckDbEngine(empty);
    try {
      const rows = await runReportQuery(engine, range);
      expect(rows).toEqual([]);
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
      [device]: counts(1, 1, 0),
    });
  });

  it('counts a web view of an app it does not know as in-app: other', async () => {
    expect(
      await classify([visit(1, { userAgent: userAgents.unknownWebView, webView: true })], 'device'),
    ).toEqual({
      'in-app: other': counts(1, 1, 0),
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
      [group]: counts(1, 1, 0),
    });
  });
});

describe('report.sql’s portability', () => {
  const keywords = new Set(['as', 'in', 'or', 'and', 'sets', 'where', 'over']);
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
      'dense_rank',
      'grouping',
      'json_array_length',
      'lag',
      'lower',
      'max',
      'min',
      'nullif',
      'regexp_extract',
      'replace',
      'row_number',
      'split_part',
      'substr',
      'sum',
    ]);
    const docs = readFileSync(new URL('../docs/statistics.md', import.meta.url), 'utf8');
    for (const name of functions) expect(docs).toMatch(new RegExp(`\`${name}[\`(]`, 'i'));
  });
});

describe('people, visits and the funnel, from visitor codes', () => {
  const campaign = 'utm_source=quay&utm_medium=benefits&utm_campaign=spring';
  let sequence = 0;
  function record(
    visitor: string,
    time: string,
    action: string,
    fields: {
      page?: string;
      partner?: string;
      query?: string;
      userAgent?: string;
      vitals?: Record<string, AttributeValue>;
    } = {},
  ) {
    sequence += 1;
    const receivedAt = `${time}.000Z`;
    return {
      pk: { S: `VISIT#${receivedAt.slice(0, 10)}` },
      sk: { S: String(sequence).padStart(32, '0') },
      receivedAt: { S: receivedAt },
      action: { S: action },
      ...(visitor === '' ? {} : { visitor: { S: visitor.repeat(16) } }),
      referrer: { S: 'Direct' },
      queryString: { S: fields.query ?? '' },
      userAgent: { S: fields.userAgent ?? userAgents.windows },
      webView: { BOOL: false },
      page: { S: fields.page ?? '/' },
      ...(fields.partner === undefined ? {} : { affiliateSource: { S: fields.partner } }),
      history: { L: [] },
      ...fields.vitals,
    } satisfies Record<string, AttributeValue>;
  }
  const quay = { page: '/quay', partner: 'quay', query: campaign };
  const vitals = (lcp: number, element: string) =>
    record('', '2026-11-22T10:01:00', 'WebVitals', {
      page: '/quay',
      userAgent: userAgents.android,
      vitals: { lcp: { N: String(lcp) }, lcpElement: { S: element }, cls: { N: '0.02' } },
    });
  const items = [
    // a: lands on /quay through a campaign, opens the app and signs up; back 45 minutes later.
    record('a', '2026-11-22T10:00:00', 'WebsiteVisit', quay),
    record('a', '2026-11-22T10:05:00', 'DownloadClicked', quay),
    record('a', '2026-11-22T10:06:00', 'SignUp', quay),
    record('a', '2026-11-22T10:50:00', 'WebsiteVisit', { partner: 'quay' }),
    // b: one page on a phone.
    record('b', '2026-11-22T11:00:00', 'WebsiteVisit', { page: '/homepage1', userAgent: userAgents.iphone }),
    // c: two pages, opens the app from the second and logs in.
    record('c', '2026-11-22T12:00:00', 'WebsiteVisit', { page: '/faqs' }),
    record('c', '2026-11-22T12:10:00', 'WebsiteVisit'),
    record('c', '2026-11-22T12:20:00', 'DownloadClicked'),
    record('c', '2026-11-22T12:21:00', 'LogIn'),
    // d: the previous period.
    record('d', '2026-11-21T09:00:00', 'WebsiteVisit'),
    vitals(1000, 'img.hero'),
    vitals(2000, 'img.hero'),
    vitals(3000, 'h1'),
    vitals(4000, 'img.hero'),
  ];
  let rows: AggregateRow[];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stats-visitors-'));
    writeExportFiles(dir, items);
    const engine = await openDuckDbEngine(dir);
    try {
      rows = await runReportQuery(engine, range);
    } finally {
      engine.close();
      rmSync(dir, { recursive: true });
    }
  });
  const figures = (
    breakdown: AggregateRow['breakdown'],
    key: keyof AggregateRow,
    phase: AggregateRow['phase'] = 'current',
  ) =>
    Object.fromEntries(
      rows
        .filter((row) => row.breakdown === breakdown && row.phase === phase)
        .map(({ visitors, visits, page_views, bounces, tapped_visitors, sign_ups, log_ins, ...row }) => [
          String(row[key as keyof typeof row]),
          { visitors, visits, page_views, bounces, tapped_visitors, sign_ups, log_ins },
        ]),
    );

  it('counts visitors, visits split by a 30-minute gap, bounces and the funnel', () => {
    expect(figures('total', 'breakdown')).toEqual({
      total: {
        visitors: 3,
        visits: 4,
        page_views: 5,
        bounces: 2,
        tapped_visitors: 2,
        sign_ups: 1,
        log_ins: 1,
      },
    });
    expect(figures('total', 'breakdown', 'previous')).toEqual({
      total: {
        visitors: 1,
        visits: 1,
        page_views: 1,
        bounces: 1,
        tapped_visitors: 0,
        sign_ups: 0,
        log_ins: 0,
      },
    });
  });

  it('credits each visit to its landing page, and a sign-up to the visit that opened the app', () => {
    expect(figures('landingPage', 'page')).toEqual({
      '/quay': {
        visitors: 1,
        visits: 1,
        page_views: 1,
        bounces: 0,
        tapped_visitors: 1,
        sign_ups: 1,
        log_ins: 0,
      },
      '/': { visitors: 1, visits: 1, page_views: 1, bounces: 1, tapped_visitors: 0, sign_ups: 0, log_ins: 0 },
      '/homepage1': {
        visitors: 1,
        visits: 1,
        page_views: 1,
        bounces: 1,
        tapped_visitors: 0,
        sign_ups: 0,
        log_ins: 0,
      },
      '/faqs': {
        visitors: 1,
        visits: 1,
        page_views: 2,
        bounces: 0,
        tapped_visitors: 1,
        sign_ups: 0,
        log_ins: 1,
      },
    });
  });

  it('credits the partner and campaign by visit, and the device by its landing record', () => {
    expect(figures('partner', 'partner').quay).toEqual({
      visitors: 1,
      visits: 2,
      page_views: 2,
      bounces: 1,
      tapped_visitors: 1,
      sign_ups: 1,
      log_ins: 0,
    });
    expect(figures('campaign', 'campaign_name').spring?.sign_ups).toBe(1);
    expect(figures('device', 'device').phone?.visitors).toBe(1);
    expect(figures('device', 'device').desktop?.visitors).toBe(2);
  });

  it('gives field speed at the 75th percentile by page and screen, with the element most often at fault', () => {
    const lcp = rows.filter((row) => row.breakdown === 'speed' && row.metric === 'lcp');
    expect(
      lcp.map(({ page, device, samples, p75, element }) => ({ page, device, samples, p75, element })),
    ).toEqual(
      expect.arrayContaining([
        { page: '/quay', device: 'phone', samples: 4, p75: 3000, element: 'img.hero' },
        { page: null, device: 'phone', samples: 4, p75: 3000, element: 'img.hero' },
      ]),
    );
    expect(lcp).toHaveLength(2);
    // Speed records are no visits and no visitors.
    expect(figures('landingPage', 'page')['/quay']?.visits).toBe(1);
  });
});
