// The owners' weekly e-mail: the last seven UTC days of visit statistics, every count shown (the
// owners hold the records anyway), beside the seven days before, with the verdict of each
// experiment that ran in the week: the HTML report's dashboard in a form mail clients show
// (report/format-email.ts), sent through SES v2 from the stage's sender to the owners' address
// (docs/decisions/0044, 0070).
import { SendEmailCommand, type SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import type { ReportEmail } from '../../report/format-email.ts';
import { reportEmail } from '../../report/format-email.ts';
import { addDays, runReportQuery, type ReportEngine } from '../../report/report-query.ts';
import { buildReport } from '../../report/report.ts';
import { periodVerdicts } from '../../report/report-verdicts.ts';
import { windowOfEvent } from '../export-tracking-table/export-request.ts';

const weekDays = 7;

export interface ReportWeek {
  readonly from: string;
  readonly to: string;
}

/**
 * The seven days ending the day before the scheduled run (a Monday run reports Monday to Sunday),
 * or ending on `{ "day": "YYYY-MM-DD" }` to send a week by hand.
 */
export function weekOfEvent(event: unknown): ReportWeek {
  const to = windowOfEvent(event).day;
  return { from: addDays(to, 1 - weekDays), to };
}

export interface ReportAddresses {
  /** The stage's verified sender, the only From its role may use. */
  readonly sender: string;
  /** The owners' inbox, the only recipient its role may use. */
  readonly owners: string;
}

export function weeklyReportMessage(email: ReportEmail, addresses: ReportAddresses): SendEmailCommandInput {
  return {
    FromEmailAddress: addresses.sender,
    Destination: { ToAddresses: [addresses.owners] },
    Content: {
      Simple: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: {
          Html: { Data: email.html, Charset: 'UTF-8' },
          Text: { Data: email.text, Charset: 'UTF-8' },
        },
      },
    },
  };
}

/** Builds the week's report with `engine` and sends it; returns SES's message id. */
export async function sendWeeklyReport(
  engine: ReportEngine,
  ses: SESv2Client,
  addresses: ReportAddresses,
  week: ReportWeek,
): Promise<string> {
  const query = { ...week, by: 'day' as const, partner: null };
  const report = buildReport(await runReportQuery(engine, query), { ...query, minCount: 0 });
  const verdicts = await periodVerdicts(engine, { ...query, minCount: 0 });
  const email = reportEmail(report, verdicts);
  const result = await ses.send(new SendEmailCommand(weeklyReportMessage(email, addresses)));
  if (!result.MessageId) throw new Error('SES accepted the weekly report without a message id');
  return result.MessageId;
}
