import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../../../contract/validators.ts';
import { visitRecordHistoryLimit } from '../../shared/cookies.ts';
import { partnerWithSlug } from '../partners/partners.ts';
import {
  buildVisitRecord,
  notFoundPage,
  parseStoredVisitRecord,
  visitRecordPage,
  type VisitRecord,
} from './visit-record.ts';

const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const instagram =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.24.108';

function visit(previous: VisitRecord | null, minute: number, action: VisitRecord['action'] = 'WebsiteVisit') {
  return buildVisitRecord({
    previous,
    referrer: '',
    search: '',
    userAgent: desktop,
    now: new Date(Date.UTC(2026, 10, 22, 9, minute)),
    action,
    page: '/',
    partner: null,
    shownVariant: null,
  });
}

describe('buildVisitRecord', () => {
  it('records a direct first visit with no history', () => {
    const record = buildVisitRecord({
      previous: null,
      referrer: '',
      search: '?utm_source=newsletter',
      userAgent: desktop,
      now: new Date('2026-11-22T09:30:00.000Z'),
      action: 'WebsiteVisit',
      page: '/homepage1',
      partner: null,
      shownVariant: null,
    });
    expect(record).toEqual({
      referrer: 'Direct',
      queryString: '?utm_source=newsletter',
      userAgent: desktop,
      webView: false,
      action: 'WebsiteVisit',
      timestamp: '2026-11-22T09:30:00.000Z',
      history: [],
      page: '/homepage1',
    });
  });

  it('keeps the referrer and flags an in-app browser as a web view', () => {
    const record = buildVisitRecord({
      previous: null,
      referrer: 'https://l.instagram.com/',
      search: 'a=1',
      userAgent: instagram,
      now: new Date('2026-11-22T09:30:00.000Z'),
      action: 'DownloadClicked',
      page: '/quay',
      partner: partnerWithSlug('quay'),
      shownVariant: null,
    });
    expect(record.affiliateSource).toBe('quay');
    expect(record.referrer).toBe('https://l.instagram.com/');
    expect(record.queryString).toBe('?a=1');
    expect(record.webView).toBe(true);
    expect(record.action).toBe('DownloadClicked');
  });

  it('puts the previous record first in history, without its own history', () => {
    const first = visit(null, 0);
    const second = visit(first, 1, 'DownloadClicked');
    const third = visit(second, 2);
    expect(third.history.map((entry) => entry.timestamp)).toEqual([second.timestamp, first.timestamp]);
    expect(third.history[0]).not.toHaveProperty('history');
    expect(third.history[0]?.action).toBe('DownloadClicked');
  });

  it(`keeps at most ${visitRecordHistoryLimit} earlier records, newest first`, () => {
    let record: VisitRecord | null = null;
    for (let minute = 0; minute < 25; minute += 1) record = visit(record, minute);
    expect(record?.history).toHaveLength(visitRecordHistoryLimit);
    expect(record?.history[0]?.timestamp).toBe('2026-11-22T09:23:00.000Z');
    expect(record?.history.at(-1)?.timestamp).toBe('2026-11-22T09:14:00.000Z');
  });

  it('cuts over-long values to the contract limits so the visit is still accepted', () => {
    const record = buildVisitRecord({
      previous: null,
      referrer: `https://example.com/${'r'.repeat(3000)}`,
      search: `?q=${'x'.repeat(3000)}`,
      userAgent: 'U'.repeat(900),
      now: new Date('2026-11-22T09:30:00.000Z'),
      action: 'WebsiteVisit',
      page: visitRecordPage(`/${'p'.repeat(300)}`, true),
      partner: null,
      shownVariant: { experiment: 'home-landing', variant: 'homepage1' },
    });
    expect(record).toMatchObject({ experiment: 'home-landing', variant: 'homepage1' });
    expect(validateRequestBody('saveTrackingData', record).ok).toBe(true);
  });

  it('builds records the contract accepts, history included', () => {
    let record: VisitRecord | null = null;
    for (let minute = 0; minute < 12; minute += 1) record = visit(record, minute);
    expect(validateRequestBody('saveTrackingData', record).ok).toBe(true);
  });
});

describe('visitRecordPage', () => {
  it.each([
    ['/', '/'],
    ['/Quay', '/quay'],
    ['/QUAY/', '/quay'],
    ['/HomePage1', '/homepage1'],
    ['/blog-page/Starting-Small', '/blog-page/starting-small'],
    ['/blog-page/page/2', '/blog-page/page/2'],
  ])('counts %s as %s', (pathname, page) => {
    expect(visitRecordPage(pathname, true)).toBe(page);
  });

  it('counts an address that is no page, or that the contract would refuse, as the 404 page', () => {
    expect(visitRecordPage('/ann@example.com', false)).toBe(notFoundPage);
    expect(visitRecordPage('/caf%C3%A9', true)).toBe(notFoundPage);
    expect(visitRecordPage(`/${'a'.repeat(300)}`, true)).toBe(notFoundPage);
  });
});

describe('parseStoredVisitRecord', () => {
  it('reads back a stored record as the earlier record it becomes', () => {
    const { page, ...record } = visit(visit(null, 0), 1);
    expect(page).toBe('/');
    expect(parseStoredVisitRecord(JSON.stringify({ ...record, page }))).toEqual(record);
  });

  it.each([null, '', 'not json', '42', '{"referrer":"Direct"}', '[]'])('ignores %j', (stored) => {
    expect(parseStoredVisitRecord(stored)).toBeNull();
  });

  it('drops malformed history entries and nested histories', () => {
    const record = visit(null, 0);
    const stored = JSON.stringify({ ...record, history: [{ ...record, history: [record] }, { junk: true }] });
    const parsed = parseStoredVisitRecord(stored);
    const { referrer, queryString, userAgent, webView, action, timestamp } = record;
    expect(parsed?.history).toEqual([{ referrer, queryString, userAgent, webView, action, timestamp }]);
  });
});
