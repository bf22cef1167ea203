import { describe, expect, it } from 'vitest';
import type { ReportEngine } from '../../report/report-query.ts';
import { exportFinished } from './export-finished.ts';

const answering = (manifestLines: string | null, asked: string[][] = []): ReportEngine => ({
  run(sql, parameters) {
    asked.push([sql, ...parameters]);
    return Promise.resolve([{ manifest_lines: manifestLines }]);
  },
});

describe('whether the day’s export has finished', () => {
  it('looks for its manifest summary in the day’s partition only', async () => {
    const asked: string[][] = [];
    expect(await exportFinished(answering('1', asked), '2026-11-25')).toBe(true);
    const [[sql = '', day] = []] = asked;
    expect(day).toBe('2026-11-25');
    expect(sql).toContain('received_day = ?');
    expect(sql).toContain(`"$path" LIKE '%/manifest-summary.json'`);
  });

  it('is not, while no manifest summary has been written', async () => {
    expect(await exportFinished(answering('0'), '2026-11-25')).toBe(false);
    expect(await exportFinished(answering(null), '2026-11-25')).toBe(false);
  });
});
