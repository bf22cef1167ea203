import { describe, expect, it } from 'vitest';
import { deferredMessageLateLog } from '../../contract/service.ts';
import { deferredMessage, deferredMessageDays, type DeferredMessage } from '../shared/contact-mail.ts';
import type { Counted } from '../shared/count-up-to.ts';
import { lifetimeMs } from '../shared/contact-start.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { ContactEmail } from '../send-email/contact-email.ts';
import { sendDeferredMessages } from './send-deferred-messages.ts';

const message = (text: string) => ({
  name: 'Sam Lee',
  email: 'sam@example.com',
  message: `Contact from Website Support - ${text}`,
  timestamp: '2026-11-22T21:00:00.000Z',
});
const receivedAt = new Date('2026-11-22T21:00:01.000Z');

function awsError(name: string, httpStatusCode: number): Error {
  return Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
}

interface World {
  readonly kept: DeferredMessage[];
  readonly counts?: Record<string, number>;
  readonly ceiling?: number;
  readonly send?: (email: ContactEmail) => Promise<string>;
  readonly timeFor?: number;
}

function run(now: string, world: World) {
  const kept = [...world.kept];
  const counts = { ...world.counts };
  const sent: ContactEmail[] = [];
  const deletedKeys: string[] = [];
  const logged: { level: string; message: string; attributes: Record<string, unknown> }[] = [];
  const log: OperationLog = {
    info: (text, attributes) => logged.push({ level: 'info', message: text, attributes }),
    warn: (text, attributes) => logged.push({ level: 'warn', message: text, attributes }),
    error: (text, attributes) => logged.push({ level: 'error', message: text, attributes }),
  };
  let timeLeft = world.timeFor ?? Number.POSITIVE_INFINITY;
  const result = sendDeferredMessages(new Date(now), {
    mailboxes: { sender: 'website@fernly.example', support: 'support@fernly.example' },
    listDeferred: (day) => Promise.resolve({ mail: kept.filter((mail) => mail.day === day), unreadable: 0 }),
    deleteDeferred: (mail) => {
      kept.splice(kept.indexOf(mail), 1);
      return Promise.resolve();
    },
    countMail: (day): Promise<Counted> => {
      const count = counts[day] ?? 0;
      if (count >= (world.ceiling ?? 500)) return Promise.resolve('limit-reached');
      counts[day] = count + 1;
      return Promise.resolve('counted');
    },
    deleteDayKey: (day) => {
      deletedKeys.push(day);
      return Promise.resolve();
    },
    send: async (email) => {
      const id = await (world.send ?? (() => Promise.resolve(`ses-${String(sent.length)}`)))(email);
      sent.push(email);
      return id;
    },
    hasTimeLeft: () => {
      timeLeft -= 1;
      return timeLeft >= 0;
    },
    log,
  });
  return { result, kept, counts, sent, deletedKeys, logged };
}

describe('sendDeferredMessages', () => {
  it('mails the messages deferred to today, deleting each, and leaves later days alone', async () => {
    const forToday = [
      deferredMessage('2026-11-23', 'a', message('first'), receivedAt),
      deferredMessage('2026-11-23', 'b', message('second'), receivedAt),
    ];
    const forTomorrow = deferredMessage('2026-11-24', 'c', message('third'), receivedAt);
    const world = run('2026-11-23T00:05:00.000Z', {
      kept: [...forToday, forTomorrow],
      counts: { '2026-11-23': 2 },
    });
    expect(await world.result).toEqual({ sent: 2, waiting: 0, lost: 0 });
    expect(world.sent.map((email) => email.text)).toEqual([
      expect.stringContaining('first'),
      expect.stringContaining('second'),
    ]);
    expect(world.sent[0]).toMatchObject({ to: 'support@fernly.example', replyTo: 'sam@example.com' });
    // When the visitor sent it, not when it was mailed.
    expect(world.sent[0]?.text).toContain(`Received: ${receivedAt.toISOString()}`);
    expect(world.kept).toEqual([forTomorrow]);
    // Their places were counted when they were kept.
    expect(world.counts['2026-11-23']).toBe(2);
  });

  it('mails a message left from an earlier day only within today’s ceiling, and says it is late', async () => {
    const overdue = [
      deferredMessage('2026-11-22', 'a', message('late'), receivedAt),
      deferredMessage('2026-11-22', 'b', message('later'), receivedAt),
    ];
    const world = run('2026-11-23T09:05:00.000Z', {
      kept: overdue,
      counts: { '2026-11-23': 499 },
      ceiling: 500,
    });
    expect(await world.result).toEqual({ sent: 1, waiting: 1, lost: 0 });
    expect(world.counts['2026-11-23']).toBe(500);
    expect(world.kept.map((mail) => mail.id)).toEqual(['b']);
    expect(world.logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: deferredMessageLateLog,
        attributes: { reason: 'overdue', sendOn: '2026-11-22' },
      }),
    );
  });

  it('deletes a message unsent once it has expired, and says so', async () => {
    const old = deferredMessage('2026-11-10', 'a', message('old'), new Date('2026-11-09T12:00:00.000Z'));
    const world = run(new Date(old.expiresAtMs).toISOString(), { kept: [old] });
    expect(await world.result).toEqual({ sent: 0, waiting: 0, lost: 1 });
    expect(world.sent).toEqual([]);
    expect(world.kept).toEqual([]);
    expect(world.logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: deferredMessageLateLog,
        attributes: { reason: 'expired', sendOn: '2026-11-10' },
      }),
    );
  });

  it('looks back as far as a message may be kept', async () => {
    const earliest = deferredMessage(
      '2026-11-09',
      'a',
      message('oldest'),
      new Date('2026-11-09T12:00:00.000Z'),
    );
    const world = run(`2026-11-${String(9 + deferredMessageDays)}T01:05:00.000Z`, { kept: [earliest] });
    expect(await world.result).toEqual({ sent: 1, waiting: 0, lost: 0 });
  });

  it('keeps everything when the mail service is down, and the rest of a refused message’s day goes on', async () => {
    const messages = ['a', 'b', 'c'].map((id) => deferredMessage('2026-11-23', id, message(id), receivedAt));
    const down = run('2026-11-23T00:05:00.000Z', {
      kept: messages,
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    });
    expect(await down.result).toEqual({ sent: 0, waiting: 3, lost: 0 });
    expect(down.kept).toHaveLength(3);

    const refused = run('2026-11-23T00:05:00.000Z', {
      kept: messages,
      send: (email) =>
        email.text.includes(' - a')
          ? Promise.reject(awsError('MessageRejected', 400))
          : Promise.resolve('id'),
    });
    expect(await refused.result).toEqual({ sent: 2, waiting: 1, lost: 0 });
    expect(refused.kept.map((mail) => mail.id)).toEqual(['a']);
  });

  it('stops sending when the run’s time is nearly up, keeping the rest for the next run', async () => {
    const messages = ['a', 'b', 'c'].map((id) => deferredMessage('2026-11-23', id, message(id), receivedAt));
    const world = run('2026-11-23T00:05:00.000Z', { kept: messages, timeFor: 2 });
    expect(await world.result).toEqual({ sent: 2, waiting: 1, lost: 0 });
    expect(world.kept.map((mail) => mail.id)).toEqual(['c']);
  });

  it('deletes a day’s hash key at the first run after its last token has expired', async () => {
    const beforeLastTokenExpires = new Date(Date.parse('2026-11-23T00:00:00.000Z') + lifetimeMs - 1);
    const early = run(beforeLastTokenExpires.toISOString(), { kept: [] });
    await early.result;
    expect(early.deletedKeys).toEqual(['2026-11-21']);
    const after = run(new Date(beforeLastTokenExpires.getTime() + 1).toISOString(), { kept: [] });
    await after.result;
    expect(after.deletedKeys).toEqual(['2026-11-21', '2026-11-22']);
  });
});
