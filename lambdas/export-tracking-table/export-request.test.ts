import { describe, expect, it } from 'vitest';
import { dayWindow, exportRequest, previousDayWindow, windowOfEvent } from './export-request.ts';

describe('the export window', () => {
  it('is the whole UTC day before the scheduled run', () => {
    expect(previousDayWindow(new Date('2026-11-23T00:15:00Z'))).toEqual({
      day: '2026-11-22',
      from: new Date('2026-11-22T00:00:00.000Z'),
      to: new Date('2026-11-23T00:00:00.000Z'),
    });
    expect(previousDayWindow(new Date('2027-01-01T00:15:00Z')).day).toBe('2026-12-31');
  });

  it('is 24 hours, the longest incremental export', () => {
    const window = dayWindow('2026-03-29');
    expect(window.to.getTime() - window.from.getTime()).toBe(24 * 3_600_000);
  });

  it('comes from a scheduled event’s time, or a day given by hand', () => {
    const scheduled = {
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-11-23T00:15:00Z',
      detail: {},
    };
    expect(windowOfEvent(scheduled).day).toBe('2026-11-22');
    expect(windowOfEvent({ day: '2026-11-20' }).day).toBe('2026-11-20');
  });

  it.each([{}, { time: 'yesterday' }, { day: '2026-02-30' }, null])('refuses %j', (event) => {
    expect(() => windowOfEvent(event)).toThrow();
  });
});

describe('exportRequest', () => {
  it('asks for an encrypted incremental export of the day under its partition, once per day', () => {
    const target = {
      tableArn: 'arn:aws:dynamodb:eu-west-2:123456789012:table/tracking',
      bucketName: 'exports-bucket',
    };
    expect(exportRequest(target, dayWindow('2026-11-22'))).toEqual({
      TableArn: target.tableArn,
      S3Bucket: 'exports-bucket',
      S3Prefix: 'exports/received_day=2026-11-22',
      S3SseAlgorithm: 'AES256',
      ExportFormat: 'DYNAMODB_JSON',
      ExportType: 'INCREMENTAL_EXPORT',
      IncrementalExportSpecification: {
        ExportFromTime: new Date('2026-11-22T00:00:00.000Z'),
        ExportToTime: new Date('2026-11-23T00:00:00.000Z'),
        ExportViewType: 'NEW_IMAGE',
      },
      ClientToken: 'tracking-2026-11-22',
    });
  });
});
