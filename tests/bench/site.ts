// Page speed and weight of the built site, measured by Lighthouse (mobile profile, simulated
// slow 4G and 4x CPU slowdown) against the local stack, with budgets. Needs `npm run build` first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../../lambdas/local/start.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const routes = ['/', '/HomePage1', '/Quay', '/contact-us', '/privacy-policy', '/blog-page'];

interface Budget {
  readonly label: string;
  readonly limit: number;
  readonly higherIsBetter: boolean;
  readonly unit: string;
  read(
    audits: Record<string, { numericValue?: number; score: number | null }>,
    categories: Record<string, { score: number | null }>,
  ): number;
}

const budgets: readonly Budget[] = [
  {
    label: 'Performance',
    limit: 90,
    higherIsBetter: true,
    unit: '',
    read: (_, c) => (c.performance?.score ?? 0) * 100,
  },
  {
    label: 'Accessibility',
    limit: 95,
    higherIsBetter: true,
    unit: '',
    read: (_, c) => (c.accessibility?.score ?? 0) * 100,
  },
  { label: 'SEO', limit: 95, higherIsBetter: true, unit: '', read: (_, c) => (c.seo?.score ?? 0) * 100 },
  {
    label: 'FCP',
    limit: 1800,
    higherIsBetter: false,
    unit: 'ms',
    read: (a) => a['first-contentful-paint']?.numericValue ?? Infinity,
  },
  {
    label: 'LCP',
    limit: 2500,
    higherIsBetter: false,
    unit: 'ms',
    read: (a) => a['largest-contentful-paint']?.numericValue ?? Infinity,
  },
  {
    label: 'TBT',
    limit: 200,
    higherIsBetter: false,
    unit: 'ms',
    read: (a) => a['total-blocking-time']?.numericValue ?? Infinity,
  },
  {
    label: 'CLS',
    limit: 0.1,
    higherIsBetter: false,
    unit: '',
    read: (a) => a['cumulative-layout-shift']?.numericValue ?? Infinity,
  },
  {
    label: 'Bytes',
    limit: 600 * 1024,
    higherIsBetter: false,
    unit: 'B',
    read: (a) => a['total-byte-weight']?.numericValue ?? Infinity,
  },
];

const dataDir = await mkdtemp(join(tmpdir(), 'fernly-bench-site-'));
const stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const breaches: string[] = [];
const rows: string[][] = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${stack.url}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { audits, categories } = result.lhr;
    const values = budgets.map((budget) => {
      const value = budget.read(audits, categories);
      const within = budget.higherIsBetter ? value >= budget.limit : value <= budget.limit;
      if (!within)
        breaches.push(
          `${route}: ${budget.label} ${format(value, budget.unit)} (budget ${format(budget.limit, budget.unit)})`,
        );
      return format(value, budget.unit) + (within ? '' : ' ✗');
    });
    rows.push([route, ...values]);
  }
} finally {
  chrome.kill();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

function format(value: number, unit: string): string {
  if (unit === 'B') return `${(value / 1024).toFixed(0)} KB`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return value < 1 ? value.toFixed(3) : value.toFixed(0);
}

const header = ['Route', ...budgets.map((budget) => budget.label)];
const widths = header.map((cell, column) =>
  Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
for (const row of [header, ...rows])
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(
  `\nBudgets: ${budgets.map((budget) => `${budget.label} ${budget.higherIsBetter ? '≥' : '≤'} ${format(budget.limit, budget.unit)}`).join(', ')}`,
);
if (breaches.length > 0) {
  console.error(`\nOver budget:\n  ${breaches.join('\n  ')}`);
  process.exitCode = 1;
}
