import { describe, expect, it } from 'vitest';
import { revalidateCacheControl } from './cache-control.ts';
import {
  bucketMissStatuses,
  distributionErrorResponseFor,
  distributionErrorResponses,
  notFoundAnswer,
} from './not-found.ts';

describe('the distribution’s answers for what nothing serves', () => {
  it('replace no answer distribution-wide, so the API keeps its own 403 and 404', () => {
    expect(distributionErrorResponses).toEqual([]);
    for (const status of [403, 404]) expect(distributionErrorResponseFor(status)).toBeUndefined();
  });

  it('would replace an answer of any behaviour if a custom error response were configured', () => {
    const page = { originStatus: 404, responseStatus: 404, pagePath: '/404.html' };
    expect(distributionErrorResponseFor(404, [page])).toEqual(page);
    expect(distributionErrorResponseFor(403, [page])).toBeUndefined();
  });

  it('fail over from the bucket on both of its answers for a missing key', () => {
    expect([...bucketMissStatuses].sort()).toEqual([403, 404]);
  });

  it('answer the 404 page with status 404, revalidated like every page', () => {
    expect(notFoundAnswer('<!doctype html><title>Not found</title>')).toEqual({
      statusCode: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidateCacheControl },
      body: '<!doctype html><title>Not found</title>',
    });
  });
});
