import { describe, expect, it } from 'vitest';
import { apiBasePath, findOperation } from '../contract/operations.ts';
import { buildProxyEvent } from './proxy-event.ts';

const sendEmail = findOperation('POST', '/sendEmail');
if (!sendEmail) throw new Error('openapi.yaml has no POST /sendEmail');

describe('buildProxyEvent', () => {
  it('builds the event API Gateway passes to a proxy integration', () => {
    const event = buildProxyEvent(
      {
        method: 'POST',
        url: `${apiBasePath}/sendEmail?ref=footer&ref=nav`,
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', 'x-seen': ['a', 'b'] },
        body: Buffer.from('{"name":"Zoë"}'),
        receivedAt: new Date('2026-11-22T10:00:00.000Z'),
        requestId: 'req-1',
      },
      sendEmail,
      'local',
    );
    expect(event).toMatchObject({
      resource: '/sendEmail',
      path: `${apiBasePath}/sendEmail`,
      httpMethod: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', 'x-seen': 'b' },
      multiValueHeaders: { 'x-seen': ['a', 'b'] },
      queryStringParameters: { ref: 'nav' },
      multiValueQueryStringParameters: { ref: ['footer', 'nav'] },
      body: '{"name":"Zoë"}',
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-1',
        requestTimeEpoch: Date.parse('2026-11-22T10:00:00.000Z'),
        stage: 'local',
        resourcePath: '/sendEmail',
        identity: { userAgent: 'Mozilla/5.0' },
      },
    });
  });

  it('gives null for an absent body and query, as API Gateway does', () => {
    const event = buildProxyEvent(
      {
        method: 'POST',
        url: `${apiBasePath}/sendEmail`,
        headers: {},
        body: Buffer.alloc(0),
        receivedAt: new Date(),
        requestId: 'r',
      },
      sendEmail,
      'local',
    );
    expect(event.body).toBeNull();
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
  });
});
