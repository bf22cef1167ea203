// What CloudFront does to an origin's answer on its way to the viewer, for the local server: a
// distribution-wide custom error response replaces the answer of every behaviour, the API's
// included, with its page. The list is edge/not-found.ts's, the one the CDK app deploys, so if
// it ever named 403 or 404 again the local API's JSON errors would turn into the site's page here
// too, where the tests see it.
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  distributionErrorResponseFor,
  distributionErrorResponses,
  type DistributionErrorResponse,
} from '../edge/not-found.ts';
import { cacheControlFor } from '../edge/cache-control.ts';

export function distributionAnswer(
  result: APIGatewayProxyResult,
  readPage: (objectKey: string) => string,
  errorResponses: readonly DistributionErrorResponse[] = distributionErrorResponses,
): APIGatewayProxyResult {
  const replacement = distributionErrorResponseFor(result.statusCode, errorResponses);
  if (replacement === undefined) return result;
  return {
    statusCode: replacement.responseStatus,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControlFor(replacement.pagePath),
    },
    body: readPage(replacement.pagePath),
  };
}
