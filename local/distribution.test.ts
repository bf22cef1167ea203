import { describe, expect, it } from 'vitest';
import { errorResponse } from '../lambdas/shared/api-response.ts';
import { distributionAnswer } from './distribution.ts';

const notFound = errorResponse('not_found', 'There is no such operation. Each operation takes POST.');
const readPage = (objectKey: string) => `<!doctype html><title>page ${objectKey}</title>`;

describe('distributionAnswer', () => {
  it('passes the API’s own 404 through, as the deployed distribution does', () => {
    expect(distributionAnswer(notFound, readPage)).toBe(notFound);
  });

  it('would turn it into the site’s page were a custom error response configured, as CloudFront would', () => {
    const replaced = distributionAnswer(notFound, readPage, [
      { originStatus: 404, responseStatus: 404, pagePath: '/404.html' },
    ]);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8' });
    expect(replaced.body).toBe(readPage('/404.html'));
  });
});
