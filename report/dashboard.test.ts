import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import { axisLabel, dashboard, letteredPeriods, periodsOf, scaleTicks, verdictColumns } from './dashboard.ts';
import { longPage, sampleReport, sampleVerdict } from './dashboard-fixture.ts';
import { buildReport } from './report.ts';
import { verdictCellText } from './verdict-table.ts';
import { recordLimits } from '../contract/openapi-document.gen.ts';

describe('the headline figures', () => {
  const board = dashboard(sampleReport());

  it('open with visitors, visits, app opens, tap rate and sign-ups, each against the previous period', () => {
    expect(board.headline.map((figure) => figure.name)).toEqual([
      'Visitors',
      'Visits',
      'Opened the app',
      'Tap rate',
      'Sign-ups',
      'Sign-up rate',
      'Bounce rate',
      'Log-ins',
    ]);
    expect(board.headline[0]).toEqual({
      key: 'visitors',
      name: 'Visitors',
      value: '9,800',
      previous: '9,200',
      change: '+6.5%',
      tone: 'better',
    });
    // A rate changes by points, not by a share of itself.
    expect(board.headline.find((figure) => figure.key === 'tapRate')).toMatchObject({
      value: '33.7%',
      previous: '37.0%',
      change: '-3.3 pts',
      tone: 'worse',
    });
  });

  it('read a rise in the bounce rate as bad news, and no change as neither', () => {
    const rows = [
      aggregateRow('total', { visitors: 100, visits: 100, bounces: 60 }),
      aggregateRow('total', { phase: 'previous', visitors: 100, visits: 100, bounces: 40 }),
    ];
    const options = { from: '2026-11-22', to: '2026-11-23', by: 'day', partner: null, minCount: 0 } as const;
    const headline = dashboard(buildReport(rows, options)).headline;
    expect(headline.find((figure) => figure.key === 'bounceRate')).toMatchObject({
      change: '+20.0 pts',
      tone: 'worse',
    });
    expect(headline.find((figure) => figure.key === 'visitors')).toMatchObject({
      change: '0.0%',
      tone: 'same',
    });
    // No sign-ups in either period: nothing to compare.
    expect(headline.find((figure) => figure.key === 'signUps')).toMatchObject({
      change: '–',
      tone: 'unknown',
    });
  });

  it('hide a small count in a shared report and leave it out of the change', () => {
    const shared = dashboard(sampleReport({ partner: 'quay', minCount: 10_000 })).headline;
    expect(shared[0]).toMatchObject({ value: '<10000', previous: '<10000', change: '–', tone: 'unknown' });
  });
});

describe('the top lists', () => {
  const board = dashboard(sampleReport());

  it('follow the chart in reading order, landing pages first', () => {
    expect(board.lists.map((list) => list.title)).toEqual([
      'By landing page',
      'By partner',
      'By campaign',
      'By referrer',
      'By device',
      'New or returning browser',
      'Every page viewed',
    ]);
  });

  it('show visitors with their change, app opens with the tap rate, and sign-ups, most visitors first', () => {
    const [pages] = board.lists;
    expect(pages?.columns).toEqual([
      { header: 'Visitors', second: 'Change' },
      { header: 'Opened the app', second: 'Tap rate' },
      { header: 'Sign-ups', second: null },
    ]);
    expect(pages?.rows.slice(0, 2)).toEqual([
      {
        label: '/',
        bar: 1,
        cells: [
          { value: '4,200', second: '+11.1%', tone: 'better' },
          { value: '1,050', second: '25.0%', tone: 'unknown' },
          { value: '140', second: null, tone: 'unknown' },
        ],
      },
      expect.objectContaining({ label: '/homepage1', bar: 1900 / 4200 }),
    ]);
    expect(pages?.rows).toHaveLength(13);
    expect(pages?.rows.map((row) => row.label)).toContain(longPage);
  });

  it('join a campaign’s three labels into one', () => {
    const campaigns = board.lists.find((list) => list.key === 'byCampaign');
    expect(campaigns?.labelHeader).toBe('Source / Medium / Campaign');
    expect(campaigns?.rows.map((row) => row.label)).toContain(
      'newsletter / email / november-walks-for-busy-brains',
    );
  });

  it('keep every figure of every row in the section they come from', () => {
    const pages = board.lists[0];
    expect(pages?.section.figureHeaders).toContain('Bounce rate');
    expect(pages?.section.rows).toHaveLength(pages?.rows.length ?? -1);
  });

  it('draw no bar for a hidden count', () => {
    const shared = dashboard(sampleReport({ minCount: 1000 })).lists[0];
    expect(shared?.rows.find((row) => row.label === '/homepage1')?.bar).toBeCloseTo(1900 / 4200);
    expect(shared?.rows.find((row) => row.label === '/faqs')).toMatchObject({
      bar: null,
      cells: [expect.objectContaining({ value: '<1000', second: '–' }), expect.anything(), expect.anything()],
    });
  });
});

describe('the chart over time', () => {
  const chart = dashboard(sampleReport()).chart;

  it('has a column for every day of the period, a day without records as nothing', () => {
    expect(chart.periods).toHaveLength(28);
    expect(chart.periods[0]).toBe('2026-10-29');
    expect(chart.periods.at(-1)).toBe('2026-11-25');
    expect(chart.series.map((series) => series.name)).toEqual(['Visitors', 'Opened the app', 'Sign-ups']);
    expect(chart.series[0]?.values[9]).toBe(0);
    expect(chart.series[0]?.values[0]).toBe(300);
  });

  it('puts each series on a round scale of its own, whose top is at or above its largest value', () => {
    for (const series of chart.series) {
      const top = series.ticks.at(-1) ?? 0;
      expect(top).toBeGreaterThanOrEqual(Math.max(...series.values.map((value) => value ?? 0)));
    }
    expect(chart.series[0]?.ticks).toEqual([0, 200, 400]);
  });

  it('letters few enough days to fit a phone, the first among them', () => {
    expect(chart.lettered).toEqual([0, 4, 8, 12, 16, 20, 24]);
    expect(chart.labels[0]).toBe('29 Oct');
  });

  it('is described in words that say where its figures are', () => {
    expect(chart.description).toBe(
      'Column charts, one above the other on scales of their own, of visitors, opened the app and sign-ups per day, 2026-10-29 to 2026-11-25. The figures are in the table “By day”.',
    );
    expect(chart.table.title).toBe('By day');
  });

  it('leaves a hidden count undrawn in a shared report, and says so', () => {
    const shared = dashboard(sampleReport({ minCount: 10 })).chart;
    const signUps = shared.series[2];
    expect(signUps?.values[0]).toBeNull();
    expect(signUps?.shown[0]).toBe('<10');
    expect(shared.description).toContain('Counts below 10 are not drawn.');
  });
});

describe('the chart’s scale and axis', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten, in whole steps', () => {
    expect(scaleTicks(0)).toEqual([0, 1]);
    expect(scaleTicks(3)).toEqual([0, 1, 2, 3]);
    expect(scaleTicks(7)).toEqual([0, 5, 10]);
    expect(scaleTicks(52)).toEqual([0, 20, 40, 60]);
    expect(scaleTicks(9284)).toEqual([0, 5000, 10000]);
  });

  it('counts weeks from their Monday and days one by one', () => {
    expect(periodsOf('2026-11-19', '2026-11-25', 'day')).toHaveLength(7);
    expect(periodsOf('2026-11-19', '2026-12-02', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('letters every period of a week, and at most eight of a long period', () => {
    expect(letteredPeriods(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(letteredPeriods(400).length).toBeLessThanOrEqual(8);
    expect(axisLabel('2026-11-02')).toBe('2 Nov');
  });
});

describe('field speed', () => {
  it('is a compact table of every metric on every screen for all pages, each with its rating', () => {
    const speed = dashboard(sampleReport()).speed;
    expect(speed.screens).toEqual(['desktop', 'phone', 'tablet']);
    expect(speed.rows.map((row) => row.metric)).toEqual(['LCP', 'INP', 'CLS', 'TTFB']);
    expect(speed.rows[0]?.cells).toEqual([
      { value: '3,210 ms', rating: 'needs improvement' },
      { value: '2,140 ms', rating: 'good' },
      { value: '2,675 ms', rating: 'needs improvement' },
    ]);
    // Page by page is in the full table.
    expect(speed.section.rows.some((row) => row.labels[0] === '/quay')).toBe(true);
  });
});

describe('an experiment’s verdict', () => {
  it('turns the verdict’s table on its side: a column a variant, a row a figure', () => {
    const verdict = sampleVerdict();
    const columns = verdictColumns(verdict);
    expect(columns.corner).toBe('Variant');
    expect(columns.variants).toEqual(['home', 'homepage1']);
    expect(columns.rows.map((row) => verdictCellText(row.header))).toEqual([
      'Page',
      'Visitors (by viewer key)',
      'Tapped (by viewer key)',
      'Signed up (by viewer key)',
      'Tap rate (95% interval)',
      'Difference (95% interval)',
      'Chance best',
    ]);
    expect(columns.rows.map((row) => row.header)).toEqual(verdict.headers.slice(1));
    // Each count by visitor code, then by viewer key: the networks they came from.
    expect(columns.rows.slice(1, 4).map((row) => row.cells)).toEqual([
      [
        { value: '640', second: '628' },
        { value: '665', second: '590' },
      ],
      [
        { value: '52', second: '51' },
        { value: '66', second: '60' },
      ],
      [
        { value: '6', second: '6' },
        { value: '7', second: '7' },
      ],
    ]);
  });

  it('keeps its warnings apart from its conclusion, the forged visitors’ among them', () => {
    const verdict = sampleVerdict();
    const columns = verdictColumns(verdict);
    expect(columns.warnings).toEqual([
      expect.stringMatching(
        /^Warning: the visitors of homepage1 are more often on a network another of them used than the other variants' \(visitor codes against viewer keys: chi-square 46\.3 > 10\.828\)/,
      ),
    ]);
    expect(columns.conclusion).toMatch(/^Too early for a verdict: 5,146 more visitors needed/);
    expect([...columns.warnings, columns.conclusion]).toEqual(verdict.notes);
  });
});

describe('the records dropped past a network’s daily limit', () => {
  const limit = recordLimits.recordsPerViewerKeyPerDay;

  it('stand beside the totals against the previous period, a rise bad news, with what they are', () => {
    expect(dashboard(sampleReport()).dropped).toEqual({
      figure: {
        key: 'droppedRecords',
        name: 'Records dropped past a network’s daily limit',
        value: '1,240',
        previous: '35',
        change: '+3442.9%',
        tone: 'worse',
      },
      note: `A network (an IPv4 address or an IPv6 /64) stores at most ${limit} records a UTC day; the rest are refused and left out of every figure here. Many is a flood or forged visits; a few may be an office or a household behind one address.`,
    });
  });

  it('say that none were when neither period dropped any, and are the owners’ own report’s only', () => {
    const rows = [aggregateRow('total', { visitors: 100, visits: 100 })];
    const options = { from: '2026-11-22', to: '2026-11-23', by: 'day', minCount: 0 } as const;
    expect(dashboard(buildReport(rows, { ...options, partner: null })).dropped).toEqual({
      figure: null,
      note: `No records were dropped: no network sent more than its ${limit} records a UTC day.`,
    });
    // None this period after some in the last is good news, and shown.
    const calmer = [...rows, aggregateRow('dropped', { phase: 'previous', dropped: 12 })];
    expect(dashboard(buildReport(calmer, { ...options, partner: null })).dropped?.figure).toMatchObject({
      value: '0',
      previous: '12',
      change: '-100.0%',
      tone: 'better',
    });
    expect(dashboard(sampleReport({ partner: 'quay', minCount: 10 })).dropped).toBeNull();
    // A report to share has the count in JSON and CSV, not on its dashboard.
    expect(sampleReport({ minCount: 10 }).droppedRecords).not.toBeNull();
    expect(dashboard(sampleReport({ minCount: 10 })).dropped).toBeNull();
  });
});

describe('the way to every figure', () => {
  it('names the command that makes the same report with every row', () => {
    expect(dashboard(sampleReport()).everyFigure).toContain(
      'npm run stats -- --from 2026-10-29 --to 2026-11-25 --format html',
    );
    expect(dashboard(sampleReport({ partner: 'quay', minCount: 10, by: 'week' })).everyFigure).toContain(
      '--by week --partner quay --format html',
    );
  });
});
