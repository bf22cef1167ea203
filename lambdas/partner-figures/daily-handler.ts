// Lambda entry of the daily partner figures job (cdk/constructs/visit-statistics.ts schedules it after
// the day's export): runs the report's SQL in Athena for the day before its scheduled time, and
// writes what a shared report shows, the threshold applied, to the partner figures table that partners'
// and shared readers read instead of the raw exports (docs/decisions/0043). A rerun for the same
// day replaces that day's figures. `{ "day": "YYYY-MM-DD" }` runs a day by hand.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { reportMinimumCount } from '../../contract/service.ts';
import { onAthena } from '../../report/athena-engine.ts';
import { partnerFigures } from '../../report/partner-figures.ts';
import { windowOfEvent } from '../export-tracking-table/export-request.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { writePartnerFigures } from './partner-figures-store.ts';
import { exportFinished } from './export-finished.ts';

const config = readConfig(
  z.object({
    ATHENA_DATABASE: requiredVariable(),
    ATHENA_WORK_GROUP: requiredVariable(),
    PARTNER_FIGURES_TABLE: requiredVariable(),
  }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);
/** Each query of a run ends well within the function's 15 minutes. */
const queryTimeoutMs = 3 * 60_000;

export async function handler(event: unknown, context: Context): Promise<{ day: string; written: number }> {
  logger.addContext(context);
  const { day } = windowOfEvent(event);
  const target = { database: config.ATHENA_DATABASE, workGroup: config.ATHENA_WORK_GROUP };
  return onAthena(target, queryTimeoutMs, async (engine) => {
    // Figures of a half-written day would be stored as if final: fail, so the alarm tells, and rerun.
    if (!(await exportFinished(engine, day)))
      throw new Error(
        `The export of ${day} has not finished: no manifest summary yet; run { "day": "${day}" } later`,
      );
    const lines = await partnerFigures(engine, day, reportMinimumCount);
    const { written, deleted } = await writePartnerFigures(dynamodb, config.PARTNER_FIGURES_TABLE, lines);
    logger.info('Wrote the partner figures', { day, written, deleted });
    return { day, written };
  });
}
