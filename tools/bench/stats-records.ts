// A month of realistic visit records for `npm run bench:stats`, made by the handlers' own item
// builders (so minimised and keyed as stored) and written as DynamoDB incremental exports write
// them: gzip JSON lines, several files a day, under the day partitions the report reads. Page
// views and taps carry visitor codes (about three records a visitor a day, so visits and the
// funnel have work to do), and among them are sign-ups, log-ins and field-speed records.
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { trackingRetentionDays } from '../../contract/service.ts';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { buildSignUpItem } from '../../lambdas/save-sign-up/sign-up-item.ts';
import { buildTrackingItem, type TrackingRecord } from '../../lambdas/save-tracking-data/tracking-item.ts';
import { buildWebVitalsItem } from '../../lambdas/save-web-vitals/web-vitals-item.ts';
import type { ViewerCodes } from '../../lambdas/shared/visitor.ts';
import { addDays } from '../../report/report-query.ts';
import { exportDataDir, exportLine } from '../stats/export-files.ts';
import { seededRandom } from '../../contract/seeded-random.ts';

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random() * total;
  for (const [value, weight] of weighted) {
    point -= weight;
    if (point < 0) return value;
  }
  const last = weighted.at(-1);
  if (last === undefined) throw new Error('nothing to pick from');
  return last[0];
}

const userAgents = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    30,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    25,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    20,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    10,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.24.108',
    8,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    4,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0 Mobile Safari/537.36 musical_ly_2023405020',
    3,
  ],
] as const;
const pages = [
  ['/', 40],
  ['/homepage1', 15],
  ['/quay', 8],
  ['/totum', 5],
  ['/perkbox', 4],
  ['/faqs', 6],
  ['/blog-page', 5],
  ['/blog-page/starting-small', 4],
  ['/contact-us', 3],
  ['/privacy-policy', 2],
] as const;
const referrers = [
  ['Direct', 40],
  ['https://www.google.com/search?q=adhd+exercise', 25],
  ['https://l.instagram.com/?u=https%3A%2F%2Ffernly.example%2F', 10],
  ['https://perks.example.com/benefits/fernly', 8],
  ['https://duckduckgo.com/', 5],
  ['https://news.example.org/2026/adhd-apps', 7],
  ['android-app://com.google.android.gm/', 5],
] as const;
const queries = [
  ['', 60],
  ['?utm_source=newsletter&utm_medium=email&utm_campaign=november', 15],
  ['?utm_source=quay&utm_medium=benefits&utm_campaign=spring&gclid=Cj0KCQ', 10],
  ['?utm_source=instagram&utm_medium=social&utm_campaign=launch&igshid=abc', 10],
  ['?ref=producthunt', 5],
] as const;
const partnerOfPage: Readonly<Record<string, string>> = {
  '/quay': 'quay',
  '/totum': 'totum',
  '/perkbox': 'perkbox',
};

/** One record as the site sends it on `day`: a visit or (about one in six) a download click. */
export function generatedRecord(
  random: () => number,
  day: string,
): { record: TrackingRecord; receivedAt: Date } {
  const receivedAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + Math.floor(random() * 86_400_000));
  const userAgent = pick(random, userAgents);
  const page = pick(random, pages);
  const action = random() < 0.16 ? 'DownloadClicked' : 'WebsiteVisit';
  // Most browsers are new; a returning one carries up to 10 earlier records.
  const historyLength = random() < 0.6 ? 0 : 1 + Math.floor(random() * random() * 10);
  const history = Array.from({ length: historyLength }, (_, index) => ({
    referrer: pick(random, referrers),
    queryString: pick(random, queries),
    userAgent,
    webView: false,
    action: 'WebsiteVisit' as const,
    timestamp: new Date(receivedAt.getTime() - (index + 1) * 3_600_000).toISOString(),
  }));
  const partner = partnerOfPage[page] ?? (random() < 0.05 ? 'quay' : undefined);
  const record: TrackingRecord = {
    referrer: pick(random, referrers),
    queryString: pick(random, queries),
    userAgent,
    webView: userAgent.includes('Instagram') || userAgent.includes('; wv)'),
    action,
    timestamp: receivedAt.toISOString(),
    history,
    page,
    ...(partner === undefined ? {} : { affiliateSource: partner }),
  };
  return { record, receivedAt };
}

const elements = [
  ['main>section.hero>picture>img', 50],
  ['main>section.hero>h1', 30],
  ['main>section.pricing>div.card', 20],
] as const;

/** A visitor's codes from the day's pool, as 16 hex characters each: each visitor on a network of its own. */
function codesFrom(random: () => number, visitorsPerDay: number): ViewerCodes {
  const code = Math.floor(random() * visitorsPerDay)
    .toString(16)
    .padStart(16, '0');
  return { visitor: code, network: code };
}

/**
 * One stored item of `day`: mostly a page view or tap with a visitor code, about one in fifty a
 * sign-up or log-in the web app reported, about one in ten a page load's field speed.
 */
function generatedItem(
  random: () => number,
  day: string,
  visitorsPerDay: number,
): Readonly<Record<string, AttributeValue>> {
  const { record, receivedAt } = generatedRecord(random, day);
  const kind = random();
  if (kind < 0.02) {
    const action = random() < 0.7 ? 'SignUp' : 'LogIn';
    return buildSignUpItem(
      { action, wherefrom: { ...record, action: 'DownloadClicked' } },
      receivedAt,
      trackingRetentionDays,
      codesFrom(random, visitorsPerDay),
    ).attributes;
  }
  if (kind < 0.12) {
    const element = () => pick(random, elements);
    return buildWebVitalsItem(
      {
        page: record.page ?? '/',
        timestamp: record.timestamp,
        lcp: { value: 600 + random() * random() * 6000, element: element() },
        inp: { value: 16 + random() * random() * 700, element: element() },
        cls: { value: random() * random() * 0.4, element: element() },
        ttfb: 80 + random() * random() * 2000,
      },
      record.userAgent,
      receivedAt,
      trackingRetentionDays,
    ).attributes;
  }
  return buildTrackingItem(record, receivedAt, trackingRetentionDays, codesFrom(random, visitorsPerDay))
    .attributes;
}

export interface GeneratedExport {
  readonly records: number;
  readonly bytes: number;
  readonly files: number;
}

/** Writes `records` records spread evenly over `days` days ending on `lastDay`, `filesPerDay` files a day. */
export async function writeGeneratedExport(
  exportDir: string,
  options: { records: number; days: number; lastDay: string; filesPerDay: number; seed?: number },
): Promise<GeneratedExport> {
  const random = seededRandom(options.seed ?? 21);
  const files = options.days * options.filesPerDay;
  let written = 0;
  let bytes = 0;
  for (let file = 0; file < files; file += 1) {
    const day = addDays(options.lastDay, Math.floor(file / options.filesPerDay) - options.days + 1);
    const count = Math.round(((file + 1) * options.records) / files) - written;
    const visitorsPerDay = Math.max(1, Math.round(options.records / options.days / 3));
    const dataDir = exportDataDir(exportDir, day, 'bench');
    mkdirSync(dataDir, { recursive: true });
    const gzip = createGzip({ level: 1 });
    const output = createWriteStream(join(dataDir, `part-${file % options.filesPerDay}.json.gz`));
    gzip.pipe(output);
    gzip.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    for (let start = 0; start < count; start += 1000) {
      const lines: string[] = [];
      for (let index = start; index < Math.min(count, start + 1000); index += 1) {
        lines.push(exportLine(generatedItem(random, day, visitorsPerDay)));
      }
      if (!gzip.write(`${lines.join('\n')}\n`)) await once(gzip, 'drain');
    }
    gzip.end();
    await once(output, 'close');
    written += count;
  }
  return { records: written, bytes, files };
}
