// The deferred-message schedule without its AWS wiring (decision 0029): each run mails the contact
// messages deferred to today, deleting each once sent, and keeps what it cannot send yet for the
// next run. Today's deferred messages took their place in today's count when they were kept, before
// any of today's own, so they go first and within the ceiling; one left from an earlier day
// (mail failing all that day) takes a place in today's count before it is sent, or waits. The
// run also deletes the hash keys of days whose tokens have all expired.
import { deferredMessageLateLog } from '../../contract/service.ts';
import { deferredMessageDays, type DeferredMessage } from '../shared/contact-mail.ts';
import type { Counted } from '../shared/count-up-to.ts';
import { addDays, dayKeyNeededUntilMs, utcDay } from '../shared/contact-start.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { classifyAwsError, errorName } from '../shared/upstream-failure.ts';
import { composeContactEmail, type ContactEmail, type Mailboxes } from '../send-email/contact-email.ts';

export interface DeferredMessageDependencies {
  readonly mailboxes: Mailboxes;
  readonly listDeferred: (
    day: string,
  ) => Promise<{ readonly mail: DeferredMessage[]; readonly unreadable: number }>;
  readonly deleteDeferred: (mail: DeferredMessage) => Promise<void>;
  /** Counts one more mail today, unless the ceiling is reached. */
  readonly countMail: (day: string) => Promise<Counted>;
  readonly deleteDayKey: (day: string) => Promise<void>;
  readonly send: (email: ContactEmail) => Promise<string>;
  /** Whether there is time left in this run to send one more. */
  readonly hasTimeLeft: () => boolean;
  readonly log: OperationLog;
}

export interface DeferredMessageRun {
  readonly sent: number;
  /** Kept for a later run: no time or room left, or mail failing. */
  readonly waiting: number;
  /** Deleted unsent past their expiry, or not readable as a message. */
  readonly lost: number;
}

/** The days whose deferred messages a run looks at, oldest first: as far back as a message may be kept. */
function keptDays(today: string): string[] {
  return Array.from({ length: deferredMessageDays + 1 }, (_, index) =>
    addDays(today, index - deferredMessageDays),
  );
}

export async function sendDeferredMessages(
  now: Date,
  dependencies: DeferredMessageDependencies,
): Promise<DeferredMessageRun> {
  const { log } = dependencies;
  const today = utcDay(now);
  // Yesterday's key once its last token has expired; the day before's if a run was missed.
  for (const day of [addDays(today, -2), addDays(today, -1)]) {
    if (now.getTime() >= dayKeyNeededUntilMs(day)) await dependencies.deleteDayKey(day);
  }
  let sent = 0;
  let waiting = 0;
  let lost = 0;
  let mailFailing = false;
  let todayFull = false;
  for (const day of keptDays(today)) {
    const { mail, unreadable } = await dependencies.listDeferred(day);
    if (unreadable > 0) {
      lost += unreadable;
      log.error(deferredMessageLateLog, { reason: 'unreadable', sendOn: day, count: unreadable });
    }
    for (const kept of mail) {
      if (now.getTime() >= kept.expiresAtMs) {
        await dependencies.deleteDeferred(kept);
        lost += 1;
        log.error(deferredMessageLateLog, { reason: 'expired', sendOn: day });
        continue;
      }
      if (mailFailing || todayFull || !dependencies.hasTimeLeft()) {
        waiting += 1;
        continue;
      }
      if (day !== today) {
        log.warn(deferredMessageLateLog, { reason: 'overdue', sendOn: day });
        if ((await dependencies.countMail(today)) === 'limit-reached') {
          todayFull = true;
          waiting += 1;
          continue;
        }
      }
      let messageId: string;
      try {
        messageId = await dependencies.send(
          composeContactEmail(kept.message, dependencies.mailboxes, kept.receivedAt),
        );
      } catch (error) {
        const failure = classifyAwsError(error);
        log.error('SES send failed', { sendOn: day, failure, error: errorName(error) });
        waiting += 1;
        // A refused message waits alone; an unavailable or throttling service waits for the next run.
        if (failure !== 'refused') mailFailing = true;
        continue;
      }
      // Should this fail, the run fails and the next one mails the message again: a duplicate in
      // the support inbox is the lesser harm (decision 0012).
      await dependencies.deleteDeferred(kept);
      sent += 1;
      log.info('Sent deferred contact message', { sendOn: day, messageId });
    }
  }
  const run = { sent, waiting, lost };
  log.info('Deferred contact message run', { ...run });
  return run;
}
