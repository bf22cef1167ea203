// The owners' weekly e-mail on this machine: report.sql run by DuckDB over the fixture exports
// (as Athena runs it over S3), and the mail sent through the real AWS SDK to aws-ses-v2-local,
// then read back from its inbox.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSes, type LocalService } from '../../local/aws-stand-ins.ts';
import { sendWeeklyReport, weekOfEvent } from '../../lambdas/weekly-report/weekly-report.ts';
import { openDuckDbEngine, type DuckDbEngine } from '../../tools/stats/duckdb-engine.ts';
import { localCredentials, readInbox } from './local-stack-fixture.ts';

const exportDir = fileURLToPath(new URL('../../report/fixtures/export', import.meta.url));
const addresses = { sender: 'no-reply@fernly.example', owners: 'owners@fernly.example' };
let sesService: LocalService;
let ses: SESv2Client;
let engine: DuckDbEngine;

beforeAll(async () => {
  sesService = await startSes();
  ses = new SESv2Client({
    endpoint: sesService.endpoint,
    region: 'eu-west-2',
    credentials: localCredentials,
  });
  engine = await openDuckDbEngine(exportDir);
});

afterAll(async () => {
  engine.close();
  ses.destroy();
  await sesService.stop();
});

describe('the weekly report e-mail', () => {
  it('reaches the owners with the week’s real counts as the report’s dashboard and a plain-text part', async () => {
    const messageId = await sendWeeklyReport(engine, ses, addresses, weekOfEvent({ day: '2026-11-25' }));
    const mail = (await readInbox(sesService.endpoint)).find((email) => email.messageId === messageId);
    expect(mail?.from).toBe(addresses.sender);
    expect(mail?.destination.to).toEqual([addresses.owners]);
    expect(mail?.subject).toBe('Visit statistics, 2026-11-19 to 2026-11-25 (UTC days), all visitors');
    const html = mail?.body.html ?? '';
    expect(html).toContain('every count is shown');
    expect(html).not.toMatch(/&lt;10|<svg|<style/);
    // A day's visitors over a bar, and a partner's visitors beside the bar of its share.
    expect(html).toMatch(/>22 Nov<\/th><td[^>]*>[1-9]\d*<table/);
    expect(html).toMatch(/>quay<table[^>]*>.*?<\/table><\/th><td[^>]*>[1-9]\d*<span/);
    expect(mail?.body.text).toContain('By landing page');
    // The week's exports hold no count of dropped records: the owners read that none were.
    expect(html).toContain('No records were dropped: no network sent more than its 500 records a UTC day.');
    expect(mail?.body.text).toContain(
      '\nNo records were dropped: no network sent more than its 500 records a UTC day.\n',
    );
  });
});
