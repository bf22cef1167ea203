import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../contract/validators.ts';
import { openDuckDbEngine } from '../stats/duckdb-engine.ts';
import { runReportQuery } from '../../report/report-query.ts';
import { seededRandom } from '../../contract/seeded-random.ts';
import { generatedRecord, writeGeneratedExport } from './stats-records.ts';

describe('the benchmark’s records', () => {
  it('are records the contract accepts, the same for the same seed', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    for (let index = 0; index < 200; index += 1) {
      const { record } = generatedRecord(first, '2026-11-22');
      expect(validateRequestBody('saveTrackingData', record).ok).toBe(true);
      expect(generatedRecord(second, '2026-11-22').record).toEqual(record);
    }
  });

  it('are written as exports the report counts in full', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-records-'));
    try {
      const written = await writeGeneratedExport(dir, {
        records: 3000,
        days: 3,
        lastDay: '2026-11-24',
        filesPerDay: 2,
      });
      expect(written).toMatchObject({ records: 3000, files: 6 });
      const engine = await openDuckDbEngine(dir);
      const rows = await runReportQuery(engine, {
        from: '2026-11-22',
        to: '2026-11-24',
        by: 'day',
        partner: null,
      });
      engine.close();
      const total = rows.find((row) => row.breakdown === 'total');
      // Every page load's speed record has an LCP: its samples over all pages count them once.
      const speedRecords = rows
        .filter((row) => row.breakdown === 'speed' && row.metric === 'lcp' && row.page === null)
        .reduce((sum, row) => sum + (row.samples ?? 0), 0);
      const stored = ['page_views', 'taps', 'sign_ups', 'log_ins'] as const;
      expect(stored.reduce((sum, key) => sum + (total?.[key] ?? 0), 0) + speedRecords).toBe(3000);
      expect(speedRecords).toBeGreaterThan(0);
      expect(total?.sign_ups).toBeGreaterThan(0);
      // Visitor codes join records into visits: fewer visitors than records.
      expect(total?.visitors).toBeLessThan(total?.page_views ?? 0);
      expect(rows.filter((row) => row.breakdown === 'period')).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
