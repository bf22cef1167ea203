import { describe, expect, it } from 'vitest';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  trackingSortKey,
} from '../../contract/tracking-table.ts';
import { minimiseVisitRecord } from './minimise-record.ts';
import {
  buildVisitRecordItem,
  expiryEpochSeconds,
  visitRecordId,
  visitPartitionKey,
  type VisitRecord,
} from './visit-record-item.ts';

const visit: VisitRecord = {
  referrer: 'https://www.example.org/search?q=adhd+exercise',
  queryString: '?utm_source=search',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  webView: false,
  action: 'WebsiteVisit',
  timestamp: '2026-11-22T09:15:00.000Z',
  history: [],
};

describe('visitRecordId', () => {
  it('is the same for the same record whatever the key order', () => {
    const reordered: VisitRecord = {
      history: [],
      timestamp: visit.timestamp,
      action: visit.action,
      webView: visit.webView,
      userAgent: visit.userAgent,
      queryString: visit.queryString,
      referrer: visit.referrer,
    };
    expect(visitRecordId(reordered)).toBe(visitRecordId(visit));
    expect(visitRecordId(visit)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('differs when any field differs, including the history', () => {
    const ids = new Set([
      visitRecordId(visit),
      visitRecordId({ ...visit, timestamp: '2026-11-22T09:15:00.001Z' }),
      visitRecordId({ ...visit, action: 'DownloadClicked' }),
      visitRecordId({ ...visit, webView: true }),
      visitRecordId({
        ...visit,
        history: [
          {
            referrer: visit.referrer,
            queryString: visit.queryString,
            userAgent: visit.userAgent,
            webView: false,
            action: 'WebsiteVisit',
            timestamp: '2026-11-21T08:00:00.000Z',
          },
        ],
      }),
    ]);
    expect(ids.size).toBe(5);
  });
});

describe('keys and expiry', () => {
  it('partitions by the UTC day the server received the record', () => {
    expect(visitPartitionKey(new Date('2026-11-22T23:59:59.999Z'))).toBe('VISIT#2026-11-22');
    expect(visitPartitionKey(new Date('2026-11-23T00:00:00.000Z'))).toBe('VISIT#2026-11-23');
  });

  it('expires the record the retention period after it was received', () => {
    expect(expiryEpochSeconds(new Date('2026-11-22T10:00:00.500Z'), 395)).toBe(
      Date.parse('2027-12-22T10:00:00.000Z') / 1000,
    );
  });
});

describe('buildVisitRecordItem', () => {
  it('stores the record under its day and id with receive time and expiry, and nothing else', () => {
    const receivedAt = new Date('2026-11-22T09:15:01.250Z');
    const download: VisitRecord = {
      ...visit,
      action: 'DownloadClicked',
      history: [
        {
          referrer: 'Direct',
          queryString: '',
          userAgent: visit.userAgent,
          webView: true,
          action: 'WebsiteVisit',
          timestamp: visit.timestamp,
        },
      ],
    };
    const item = buildVisitRecordItem(download, receivedAt, 395);
    expect(item.id).toBe(visitRecordId(minimiseVisitRecord(download)));
    expect(item.attributes).toEqual({
      [trackingPartitionKey]: { S: 'VISIT#2026-11-22' },
      [trackingSortKey]: { S: item.id },
      receivedAt: { S: '2026-11-22T09:15:01.250Z' },
      [trackingExpiryAttribute]: { N: String(Math.floor(receivedAt.getTime() / 1000) + 395 * 86_400) },
      referrer: { S: 'https://www.example.org' },
      queryString: { S: '?utm_source=search' },
      userAgent: { S: visit.userAgent },
      webView: { BOOL: false },
      action: { S: 'DownloadClicked' },
      timestamp: { S: visit.timestamp },
      history: {
        L: [
          {
            M: {
              referrer: { S: 'Direct' },
              queryString: { S: '' },
              userAgent: { S: visit.userAgent },
              webView: { BOOL: true },
              action: { S: 'WebsiteVisit' },
              timestamp: { S: visit.timestamp },
            },
          },
        ],
      },
    });
  });
});

describe('buildVisitRecordItem with the fields that make a record countable', () => {
  const receivedAt = new Date('2026-11-22T09:20:00.000Z');

  it('stores the page and the partner when they are sent', () => {
    const item = buildVisitRecordItem({ ...visit, page: '/quay', affiliateSource: 'quay' }, receivedAt, 395);
    expect(item.attributes.page).toEqual({ S: '/quay' });
    expect(item.attributes.affiliateSource).toEqual({ S: 'quay' });
  });

  it('stores the experiment and variant the page was shown under', () => {
    const item = buildVisitRecordItem(
      { ...visit, page: '/', experiment: 'home-landing', variant: 'homepage1' },
      receivedAt,
      395,
    );
    expect(item.attributes.experiment).toEqual({ S: 'home-landing' });
    expect(item.attributes.variant).toEqual({ S: 'homepage1' });
  });

  it('stores none of these attributes for a record that has none', () => {
    const item = buildVisitRecordItem(visit, receivedAt, 395);
    for (const name of ['page', 'affiliateSource', 'experiment', 'variant'])
      expect(Object.keys(item.attributes)).not.toContain(name);
  });

  it('stores a record minimised, and gives records that differ only in what was dropped one id', () => {
    const withEmail = buildVisitRecordItem(
      { ...visit, queryString: '?utm_source=search&email=ann%40example.com' },
      receivedAt,
      395,
    );
    const withToken = buildVisitRecordItem(
      { ...visit, queryString: '?utm_source=search&token=t0k' },
      receivedAt,
      395,
    );
    expect(withEmail.attributes.queryString).toEqual({ S: '?utm_source=search' });
    expect(withEmail.id).toBe(withToken.id);
    expect(JSON.stringify(withEmail.attributes)).not.toContain('ann');
  });
});
