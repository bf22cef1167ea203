import { describe, expect, it } from 'vitest';
import { parseStatsOptions } from './report-options.ts';

const today = '2026-11-25';

describe('parseStatsOptions', () => {
  it('reports the last 28 days of the local stack as a table, every count shown, by default', () => {
    expect(parseStatsOptions([], today)).toEqual({
      source: { kind: 'local', dataDir: '.data/' },
      from: '2026-10-29',
      to: '2026-11-25',
      by: 'day',
      format: 'table',
      out: undefined,
      partner: null,
      minCount: 0,
      experiment: null,
    });
  });

  it('gives an experiment’s verdict over its days, up to today, and refuses an id it does not have', () => {
    const during = parseStatsOptions(['--experiment', 'home-landing'], '2026-12-10');
    expect(during).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-10',
      experiment: { id: 'home-landing' },
    });
    expect(parseStatsOptions(['--experiment', 'home-landing'], '2027-06-01')).toMatchObject({
      from: '2026-12-01',
      to: '2027-02-22',
    });
    expect(() => parseStatsOptions(['--experiment', 'nope'], today)).toThrow(
      '--experiment must be one of home-landing',
    );
  });

  it('hides small counts in a report to share: a partner’s, or one marked --shared', () => {
    expect(parseStatsOptions(['--partner', 'quay'], today)).toMatchObject({ partner: 'quay', minCount: 10 });
    expect(parseStatsOptions(['--shared'], today)).toMatchObject({ partner: null, minCount: 10 });
    expect(parseStatsOptions(['--shared', '--min-count', '20'], today)).toMatchObject({ minCount: 20 });
  });

  it('reads every option', () => {
    expect(
      parseStatsOptions(
        [
          '--data-dir',
          '/tmp/stats-data',
          '--from',
          '2026-11-01',
          '--to',
          '2026-11-20',
          '--by',
          'week',
          '--format',
          'html',
          '--out',
          'report.html',
          '--partner',
          'quay',
          '--min-count',
          '5',
        ],
        today,
      ),
    ).toEqual({
      source: { kind: 'local', dataDir: '/tmp/stats-data' },
      from: '2026-11-01',
      to: '2026-11-20',
      by: 'week',
      format: 'html',
      out: 'report.html',
      partner: 'quay',
      minCount: 5,
      experiment: null,
    });
    expect(parseStatsOptions(['--stage', 'production'], today)).toMatchObject({
      source: { kind: 'athena', stage: 'production' },
    });
    expect(parseStatsOptions(['--export-dir', 'exports'], today)).toMatchObject({
      source: { kind: 'export', exportDir: 'exports' },
    });
    expect(parseStatsOptions(['--help'], today)).toBe('help');
  });

  it.each([
    [['--from', '2026-13-01'], /--from must be a date/],
    [['--to', '25/11/2026'], /--to must be a date/],
    [['--from', '2026-11-26', '--to', '2026-11-25'], /after --to/],
    [['--from', '2025-01-01'], /at most 400 days/],
    [['--by', 'month'], /--by must be one of day, week/],
    [['--format', 'xml'], /--format must be one of table, json, csv, html/],
    [['--min-count', '0'], /--min-count must be a whole number from 1/],
    [['--min-count', '2.5'], /--min-count/],
    [['--partner', 'Quay Ltd'], /--partner must be a partner's slug/],
    [['--stage', 'production', '--data-dir', '.data'], /one of --data-dir, --export-dir and --stage/],
    [['--colour'], /Unknown option/],
  ])('refuses %j', (args, message) => {
    expect(() => parseStatsOptions(args, today)).toThrow(message);
  });
});
