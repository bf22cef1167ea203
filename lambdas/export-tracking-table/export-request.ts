// Which day the scheduled export covers and how it asks DynamoDB for it. Incremental exports need
// a window (15 minutes to 24 hours, in the point-in-time recovery period), so each run exports
// the whole UTC day before the one it runs on, under that day's partition prefix. The window
// comes from the schedule's own time, not the clock, so a retried run asks for the same day with
// the same client token and DynamoDB starts it once.
import type { ExportTableToPointInTimeCommandInput } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { exportDayPrefix } from '../../contract/tracking-export.ts';

const millisecondsPerDay = 86_400_000;

export interface ExportWindow {
  /** The UTC day exported, `YYYY-MM-DD`: the partition its files go under. */
  readonly day: string;
  readonly from: Date;
  readonly to: Date;
}

export function dayWindow(day: string): ExportWindow {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) {
    throw new Error(`"${day}" is not a day as YYYY-MM-DD`);
  }
  return { day, from, to: new Date(from.getTime() + millisecondsPerDay) };
}

/** The day before the one a scheduled run is for. */
export function previousDayWindow(scheduledTime: Date): ExportWindow {
  return dayWindow(new Date(scheduledTime.getTime() - millisecondsPerDay).toISOString().slice(0, 10));
}

/**
 * The events the function takes: EventBridge's scheduled event (its `time` is when the run was
 * scheduled), or `{ "day": "2026-11-20" }` to export a day by hand, e.g. one whose run failed.
 */
const exportEventSchema = z.union([
  z.object({ day: z.string() }),
  z.object({ time: z.iso.datetime({ offset: true }) }),
]);

export function windowOfEvent(event: unknown): ExportWindow {
  const parsed = exportEventSchema.safeParse(event);
  if (!parsed.success) {
    throw new Error('Expected a scheduled event with a `time`, or `{ "day": "YYYY-MM-DD" }`');
  }
  return 'day' in parsed.data ? dayWindow(parsed.data.day) : previousDayWindow(new Date(parsed.data.time));
}

export interface ExportTarget {
  readonly tableArn: string;
  readonly bucketName: string;
}

export function exportRequest(
  target: ExportTarget,
  window: ExportWindow,
): ExportTableToPointInTimeCommandInput {
  return {
    TableArn: target.tableArn,
    S3Bucket: target.bucketName,
    S3Prefix: exportDayPrefix(window.day),
    S3SseAlgorithm: 'AES256',
    ExportFormat: 'DYNAMODB_JSON',
    ExportType: 'INCREMENTAL_EXPORT',
    IncrementalExportSpecification: {
      ExportFromTime: window.from,
      ExportToTime: window.to,
      // Items are written once and only expire: the new image is the whole record.
      ExportViewType: 'NEW_IMAGE',
    },
    ClientToken: `tracking-${window.day}`,
  };
}
