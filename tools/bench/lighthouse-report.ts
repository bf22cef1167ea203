// Reads what the site benchmark needs out of a Lighthouse result (the LHR JSON): the figures it
// budgets, and the findings that explain a miss. Parsed rather than trusted, so a Lighthouse
// upgrade that moves a field fails loudly here instead of reporting zeros.
import { z } from 'zod';
import { mapMetrics, type MetricKey, type RunMetrics } from './lighthouse-summary.ts';

const categoryKeys = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const satisfies Partial<Record<MetricKey, string>>;
type CategoryKey = keyof typeof categoryKeys;

const nodeSchema = z.object({
  selector: z.string().optional(),
  snippet: z.string().optional(),
});
const auditSchema = z.object({
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
  metricSavings: z.record(z.string(), z.number()).optional(),
  details: z.unknown().optional(),
});
type Audit = z.infer<typeof auditSchema>;
const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()),
  environment: z.object({ benchmarkIndex: z.number() }).optional(),
  categories: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number(), group: z.string().optional() })),
    }),
  ),
  audits: z.record(z.string(), auditSchema),
});
type Lhr = z.infer<typeof lhrSchema>;

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const resourceSummarySchema = itemsOf(
  z.object({ resourceType: z.string(), requestCount: z.number(), transferSize: z.number() }),
);
// The LCP audit lists two tables: the element, then the phases of its load.
const lcpElementSchema = itemsOf(z.unknown());
const lcpNodeTableSchema = itemsOf(z.object({ node: nodeSchema }));
const lcpPhaseTableSchema = itemsOf(z.object({ phase: z.string(), timing: z.number() }));
const longTasksSchema = itemsOf(z.object({ url: z.string(), startTime: z.number(), duration: z.number() }));
const bootupSchema = itemsOf(z.object({ url: z.string(), scripting: z.number() }));
const layoutShiftsSchema = itemsOf(z.object({ node: nodeSchema.optional(), score: z.number() }));
const findingItemSchema = z.object({
  node: nodeSchema.optional(),
  url: z.string().optional(),
  description: z.string().optional(),
});
const savingsSchema = z.object({ overallSavingsMs: z.number().optional() });

export interface AuditFinding {
  readonly id: string;
  readonly title: string;
  readonly displayValue: string | null;
  /** Lighthouse's estimate of what fixing it would save, per metric (ms, or CLS units). */
  readonly metricSavings: Readonly<Record<string, number>>;
  /** A few of the elements or URLs it names. */
  readonly examples: readonly string[];
}

export interface RunDiagnostics {
  readonly lcpElement: string | null;
  readonly lcpPhases: readonly { readonly phase: string; readonly ms: number }[];
  readonly longTasks: readonly {
    readonly url: string;
    readonly startMs: number;
    readonly durationMs: number;
  }[];
  readonly scriptTime: readonly { readonly url: string; readonly scriptingMs: number }[];
  readonly layoutShifts: readonly { readonly element: string; readonly score: number }[];
  /** The audits that cost each category points, the most costly first. */
  readonly failingAudits: Readonly<Record<CategoryKey, readonly AuditFinding[]>>;
}

export interface RunReport {
  readonly lighthouseVersion: string;
  /** Set when Lighthouse could not load or measure the page; the figures are then null. */
  readonly runtimeError: string | null;
  readonly warnings: readonly string[];
  /** Lighthouse's measure of the CPU speed the run had; low when other work shared the CPU. */
  readonly benchmarkIndex: number | null;
  readonly metrics: RunMetrics;
  readonly diagnostics: RunDiagnostics;
}

const listLimit = 5;

export function readRunReport(lhrJson: unknown): RunReport {
  const lhr = lhrSchema.parse(lhrJson);
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    metrics: readMetrics(lhr),
    diagnostics: readDiagnostics(lhr),
  };
}

function readMetrics(lhr: Lhr): RunMetrics {
  const score = (key: CategoryKey) => {
    const value = lhr.categories[categoryKeys[key]]?.score;
    return value === undefined || value === null ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const resources = resourceSummarySchema.safeParse(lhr.audits['resource-summary']?.details);
  const resource = (type: string) =>
    resources.success ? resources.data.items.find((item) => item.resourceType === type) : undefined;
  const byMetric: Record<MetricKey, () => number | null> = {
    performance: () => score('performance'),
    accessibility: () => score('accessibility'),
    bestPractices: () => score('bestPractices'),
    seo: () => score('seo'),
    fcp: () => numeric('first-contentful-paint'),
    lcp: () => numeric('largest-contentful-paint'),
    tbt: () => numeric('total-blocking-time'),
    cls: () => numeric('cumulative-layout-shift'),
    speedIndex: () => numeric('speed-index'),
    bootup: () => numeric('bootup-time'),
    mainThread: () => numeric('mainthread-work-breakdown'),
    transferBytes: () => resource('total')?.transferSize ?? null,
    // A page without scripts has a script row of zero, so a missing row means no summary at all.
    scriptBytes: () => (resources.success ? (resource('script')?.transferSize ?? 0) : null),
    requests: () => resource('total')?.requestCount ?? null,
  };
  return mapMetrics((key) => byMetric[key]());
}

function describeNode(node: z.infer<typeof nodeSchema> | undefined): string | null {
  if (!node) return null;
  const snippet = node.snippet ? ` ${truncate(node.snippet, 120)}` : '';
  return node.selector ? `${node.selector}${snippet}` : snippet.trim() || null;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

function readDiagnostics(lhr: Lhr): RunDiagnostics {
  const lcpTables = lcpElementSchema.safeParse(lhr.audits['largest-contentful-paint-element']?.details);
  const lcpNode = lcpNodeTableSchema.safeParse(lcpTables.data?.items[0]);
  const lcpPhases = lcpPhaseTableSchema.safeParse(lcpTables.data?.items[1]);
  const longTasks = longTasksSchema.safeParse(lhr.audits['long-tasks']?.details);
  const bootup = bootupSchema.safeParse(lhr.audits['bootup-time']?.details);
  const shifts = layoutShiftsSchema.safeParse(lhr.audits['layout-shifts']?.details);
  return {
    lcpElement: describeNode(lcpNode.data?.items[0]?.node),
    lcpPhases: (lcpPhases.data?.items ?? []).map((item) => ({ phase: item.phase, ms: item.timing })),
    longTasks: (longTasks.data?.items ?? [])
      .toSorted((a, b) => b.duration - a.duration)
      .slice(0, listLimit)
      .map((task) => ({ url: task.url, startMs: task.startTime, durationMs: task.duration })),
    scriptTime: (bootup.data?.items ?? [])
      .toSorted((a, b) => b.scripting - a.scripting)
      .slice(0, listLimit)
      .map((item) => ({ url: item.url, scriptingMs: item.scripting })),
    layoutShifts: (shifts.data?.items ?? []).slice(0, listLimit).map((shift) => ({
      element: describeNode(shift.node) ?? 'unknown element',
      score: shift.score,
    })),
    failingAudits: {
      performance: failingAudits(lhr, 'performance'),
      accessibility: failingAudits(lhr, 'accessibility'),
      bestPractices: failingAudits(lhr, 'bestPractices'),
      seo: failingAudits(lhr, 'seo'),
    },
  };
}

const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

function failingAudits(lhr: Lhr, category: CategoryKey): AuditFinding[] {
  const refs = lhr.categories[categoryKeys[category]]?.auditRefs ?? [];
  // Performance points come from the metrics alone; the audits worth showing are the ones that
  // estimate savings on them. The insight audits repeat the classic ones, so they are left out.
  const candidates =
    category === 'performance'
      ? refs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      : refs.filter((ref) => ref.weight > 0);
  return candidates
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (!scoredModes.has(audit.scoreDisplayMode)) return [];
      return [{ id: ref.id, audit, cost: cost(audit, ref.weight) }];
    })
    .toSorted((a, b) => b.cost - a.cost)
    .slice(0, listLimit)
    .map(({ id, audit }) => ({
      id,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      metricSavings: Object.fromEntries(
        Object.entries(audit.metricSavings ?? {}).filter(([, saving]) => saving > 0),
      ),
      examples: examples(audit),
    }));
}

function cost(audit: Audit, weight: number): number {
  const savings = Object.values(audit.metricSavings ?? {});
  const overall = savingsSchema.safeParse(audit.details).data?.overallSavingsMs ?? 0;
  return weight * 10_000 + Math.max(0, overall, ...savings);
}

function examples(audit: Audit): string[] {
  const items = itemsOf(z.unknown()).safeParse(audit.details).data?.items ?? [];
  return items.slice(0, 3).flatMap((item) => {
    const parsed = findingItemSchema.safeParse(item).data;
    const example = describeNode(parsed?.node) ?? parsed?.url ?? parsed?.description;
    return example ? [truncate(example, 160)] : [];
  });
}

/** The path of a same-site URL reads shorter in a terminal; anything else stays as it is. */
function shortUrl(url: string): string {
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function formatSavings(savings: Readonly<Record<string, number>>): string {
  const parts = Object.entries(savings).map(([metric, saving]) =>
    metric === 'CLS' ? `${metric} −${saving.toFixed(3)}` : `${metric} −${Math.round(saving)} ms`,
  );
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function formatFinding(finding: AuditFinding): string[] {
  const value = finding.displayValue ? ` — ${finding.displayValue}` : '';
  return [
    `    • ${finding.title}${value}${formatSavings(finding.metricSavings)} [${finding.id}]`,
    ...finding.examples.map((example) => `        ${shortUrl(example)}`),
  ];
}

/** Lighthouse names the metrics each finding would improve by their acronyms. */
const savingsKeys: Partial<Record<MetricKey, string>> = {
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
};

/** All of them when the score missed; otherwise those that would improve a missed metric. */
function performanceFindings(
  findings: readonly AuditFinding[],
  missed: ReadonlySet<MetricKey>,
): readonly AuditFinding[] {
  if (missed.has('performance')) return findings;
  const acronyms = [...missed].flatMap((key) => savingsKeys[key] ?? []);
  return findings.filter((finding) => acronyms.some((acronym) => acronym in finding.metricSavings));
}

/**
 * The findings that explain the metrics a route missed: the LCP element and its phases for LCP,
 * long tasks and script time for TBT, the shifting elements for CLS, and the failing audits of
 * each category that fell short.
 */
export function formatDiagnostics(diagnostics: RunDiagnostics, missed: ReadonlySet<MetricKey>): string[] {
  const lines: string[] = [];
  const performanceMissed = missed.has('performance');
  if (performanceMissed || missed.has('lcp')) {
    if (diagnostics.lcpElement) lines.push(`  LCP element: ${diagnostics.lcpElement}`);
    if (diagnostics.lcpPhases.length > 0) {
      const total = diagnostics.lcpPhases.reduce((sum, phase) => sum + phase.ms, 0);
      const phases = diagnostics.lcpPhases.map(
        (phase) =>
          `${phase.phase} ${Math.round(phase.ms)} ms (${Math.round((100 * phase.ms) / Math.max(total, 1))}%)`,
      );
      lines.push(`  LCP phases: ${phases.join(', ')}`);
    }
  }
  if (performanceMissed || missed.has('tbt')) {
    if (diagnostics.longTasks.length > 0) {
      const tasks = diagnostics.longTasks.map(
        (task) => `${shortUrl(task.url)} ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms`,
      );
      lines.push(`  Longest main-thread tasks: ${tasks.join('; ')}`);
    }
    if (diagnostics.scriptTime.length > 0) {
      const scripts = diagnostics.scriptTime.map(
        (script) => `${shortUrl(script.url)} ${Math.round(script.scriptingMs)} ms`,
      );
      lines.push(`  Script evaluation time: ${scripts.join('; ')}`);
    }
  }
  if (missed.has('cls') && diagnostics.layoutShifts.length > 0) {
    lines.push('  Layout shifts:');
    for (const shift of diagnostics.layoutShifts)
      lines.push(`    • ${shift.score.toFixed(3)} ${shift.element}`);
  }
  const sections = [
    ['performance', 'Performance opportunities and diagnostics'],
    ['accessibility', 'Failing accessibility audits'],
    ['bestPractices', 'Failing best-practice audits'],
    ['seo', 'Failing SEO audits'],
  ] as const;
  for (const [category, heading] of sections) {
    const findings =
      category === 'performance'
        ? performanceFindings(diagnostics.failingAudits.performance, missed)
        : missed.has(category)
          ? diagnostics.failingAudits[category]
          : [];
    if (findings.length === 0) continue;
    lines.push(`  ${heading}:`, ...findings.flatMap(formatFinding));
  }
  return lines;
}
