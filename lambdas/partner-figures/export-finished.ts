// The partner figures job counts a day only once its export is whole. DynamoDB writes an export's
// `manifest-summary.json` last, after every data file, beside them under the day's partition; the
// Glue table reads every file there (report.sql counts only lines with a NewImage), so Athena's
// `$path` of a row tells whether that file is present yet.
import { exportPartitionColumn, exportTableName } from '../../contract/tracking-export.ts';
import type { ReportEngine } from '../../report/report-query.ts';

const manifestSql = `SELECT count(*) AS manifest_lines FROM ${exportTableName}
WHERE ${exportPartitionColumn} = ? AND "$path" LIKE '%/manifest-summary.json'`;

export async function exportFinished(engine: ReportEngine, day: string): Promise<boolean> {
  const [row] = await engine.run(manifestSql, [day]);
  return Number(row?.manifest_lines ?? '0') > 0;
}
