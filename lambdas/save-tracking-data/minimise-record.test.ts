import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../contract/validators.ts';
import {
  campaignQueryString,
  maskedCampaignValue,
  minimiseVisitRecord,
  referrerOrigin,
} from './minimise-record.ts';
import type { VisitRecord } from './visit-record-item.ts';

describe('campaignQueryString', () => {
  it('keeps only the campaign parameters, in the order sent', () => {
    expect(
      campaignQueryString(
        '?email=ann%40example.com&utm_source=quay&gclid=abc123&utm_medium=benefits&token=s3cret&utm_campaign=spring&utm_term=adhd&utm_content=banner&ref=newsletter',
      ),
    ).toBe(
      '?utm_source=quay&utm_medium=benefits&utm_campaign=spring&utm_term=adhd&utm_content=banner&ref=newsletter',
    );
  });

  it('is empty when nothing is kept, and reads names in any letter case once', () => {
    expect(campaignQueryString('')).toBe('');
    expect(campaignQueryString('?fbclid=xyz&session=1')).toBe('');
    expect(campaignQueryString('?UTM_Source=Search&utm_source=second')).toBe('?utm_source=Search');
  });

  it('keeps the values as sent, re-encoded', () => {
    expect(campaignQueryString('?utm_campaign=spring%20sale&utm_source=a%26b')).toBe(
      '?utm_campaign=spring+sale&utm_source=a%26b',
    );
  });
});

describe('maskedCampaignValue', () => {
  it.each([
    ['jane.doe@corp.com', '[email]'],
    ['mailto:ann@example.org', '[email]'],
    ['07700 900123', '[phone]'],
    ['+44 (0)20 7946 0958', '[phone]'],
    ['call-447700900123-now', '[phone]'],
    ['spring', 'spring'],
    ['newsletter-2026-11-22', 'newsletter-2026-11-22'],
    ['black friday 2026', 'black friday 2026'],
    ['12345678', '12345678'],
  ])('stores %j as %j', (value, stored) => {
    expect(maskedCampaignValue(value)).toBe(stored);
  });

  it('masks what a query string carries, percent-encoded or not', () => {
    expect(campaignQueryString('?utm_term=jane.doe%40corp.com&utm_content=07700+900123')).toBe(
      '?utm_term=%5Bemail%5D&utm_content=%5Bphone%5D',
    );
  });
});

describe('referrerOrigin', () => {
  it('keeps the origin of a web address and nothing of its path or query', () => {
    expect(referrerOrigin('https://www.google.com/search?q=adhd+exercise')).toBe('https://www.google.com');
    expect(referrerOrigin('http://Blog.Example.org:8080/posts/1#top')).toBe('http://blog.example.org:8080');
    expect(referrerOrigin('https://ann:pw@mail.example.com/inbox')).toBe('https://mail.example.com');
  });

  it('keeps Direct, and app referrers by scheme and host', () => {
    expect(referrerOrigin('Direct')).toBe('Direct');
    expect(referrerOrigin('android-app://com.google.android.gm/')).toBe(
      'android-app://com.google.android.gm',
    );
  });

  it('does not keep text that is no address', () => {
    expect(referrerOrigin('ann@example.com')).toBe('Unknown');
    expect(referrerOrigin('mailto:ann@example.com')).toBe('Unknown');
  });
});

describe('minimiseVisitRecord', () => {
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64)';
  const record: VisitRecord = {
    referrer: 'https://l.instagram.com/?u=https%3A%2F%2Ffernly.example%2F&e=AT0secret',
    queryString: '?utm_source=instagram&igshid=abc',
    userAgent,
    webView: true,
    action: 'DownloadClicked',
    timestamp: '2026-11-22T09:17:30.000Z',
    page: '/quay',
    affiliateSource: 'quay',
    history: [
      {
        referrer: 'https://www.google.com/search?q=fernly',
        queryString: '?email=ann%40example.com&ref=search',
        userAgent,
        webView: false,
        action: 'WebsiteVisit',
        timestamp: '2026-11-21T08:00:00.000Z',
      },
    ],
  };

  it('reduces the record and every earlier one, and keeps the other fields', () => {
    expect(minimiseVisitRecord(record)).toEqual({
      ...record,
      referrer: 'https://l.instagram.com',
      queryString: '?utm_source=instagram',
      history: [
        {
          ...record.history[0],
          referrer: 'https://www.google.com',
          queryString: '?ref=search',
        },
      ],
    });
  });

  it('leaves a record that the contract accepted still acceptable', () => {
    expect(validateRequestBody('saveTrackingData', minimiseVisitRecord(record)).ok).toBe(true);
  });
});
