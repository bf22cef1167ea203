// How the distribution answers an address nothing serves, for CloudFront (cdk/) and the local
// server alike (decision 0012). The site's behaviours read the bucket through an origin group:
// when the bucket has no object for the key, CloudFront asks the group's second origin, a small
// function (edge/not-found-handler.ts) that answers the site's 404 page with status 404. The
// distribution itself has no custom error responses: those apply to every behaviour, /api/*
// included, and would turn the API's own 403 and 404 (a WAF block, an unknown path) into the
// site's HTML page.
import { cacheControlFor } from './cache-control.ts';

export const notFoundPagePath = '/404.html';
export const notFoundStatus = 404;

/** What the bucket answers for a key it does not hold: 403 without s3:ListBucket, 404 with it. */
export const bucketMissStatuses = [403, 404];

/** A CloudFront custom error response: an origin status replaced by a page, for every behaviour. */
export interface DistributionErrorResponse {
  readonly originStatus: number;
  readonly responseStatus: number;
  readonly pagePath: string;
}

/** None: see the top of this file. The local server applies this list to every answer, as CloudFront would. */
export const distributionErrorResponses: readonly DistributionErrorResponse[] = [];

/** The distribution-wide replacement for an answer with this status, if any (CloudFront's rule). */
export function distributionErrorResponseFor(
  status: number,
  errorResponses: readonly DistributionErrorResponse[] = distributionErrorResponses,
): DistributionErrorResponse | undefined {
  return errorResponses.find((response) => response.originStatus === status);
}

export interface NotFoundAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The not-found origin's answer: the 404 page, revalidated like every page. */
export function notFoundAnswer(page: string): NotFoundAnswer {
  return {
    statusCode: notFoundStatus,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControlFor(notFoundPagePath),
    },
    body: page,
  };
}
