import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../contract/validators.ts';
import { openDuckDbEngine } from '../../stats/duckdb-engine.ts';
import { runReportQuery } from '../../stats/report-query.ts';
import { generatedRecord, seededRandom, writeGeneratedExport } from './stats-records.ts';

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
      expect((total?.page_views ?? 0) + (total?.taps ?? 0)).toBe(3000);
      expect(rows.filter((row) => row.breakdown === 'period')).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
