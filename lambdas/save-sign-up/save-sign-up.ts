// The saveSignUp operation without its AWS wiring: handler.ts supplies the clock, the retention
// period, the web app's origin, the visitor code and the write, so this runs unchanged in unit
// tests. Only the web app's origin may call it (contract/cross-origin.ts): a request naming any
// other is refused before its body is read, and every answer to the web app names its origin, so
// its script can read errors as well as the stored record's id.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { crossOriginHeaders } from '../../contract/cross-origin.ts';
import { acceptedResponse, errorResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { headerValue, parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import type { TrackingItem } from '../save-tracking-data/tracking-item.ts';
import { buildSignUpItem } from './sign-up-item.ts';

export interface SaveSignUpDependencies {
  readonly now: () => Date;
  readonly retentionDays: number;
  /** The web app's origin, e.g. https://app.fernly.example. */
  readonly appOrigin: string;
  readonly visitorOf: (request: ApiRequest, receivedAt: Date) => Promise<string | undefined>;
  readonly putIfAbsent: (item: TrackingItem) => Promise<PutOutcome>;
  readonly log: OperationLog;
}

function withHeaders(result: APIGatewayProxyResult, headers: Record<string, string>): APIGatewayProxyResult {
  return { ...result, headers: { ...result.headers, ...headers } };
}

export async function saveSignUp(
  request: ApiRequest,
  requestId: string,
  dependencies: SaveSignUpDependencies,
): Promise<APIGatewayProxyResult> {
  if (headerValue(request, 'origin') !== dependencies.appOrigin) {
    dependencies.log.warn('Refused a sign-up from another origin', {});
    return errorResponse('forbidden', 'Only the web app may report a sign-up.', { requestId });
  }
  const cors = crossOriginHeaders(dependencies.appOrigin);
  const parsed = parseApiRequest('saveSignUp', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused sign-up report', { statusCode: parsed.response.statusCode });
    return withHeaders(parsed.response, cors);
  }
  const receivedAt = dependencies.now();
  try {
    const visitor = await dependencies.visitorOf(request, receivedAt);
    const item = buildSignUpItem(parsed.body, receivedAt, dependencies.retentionDays, visitor);
    const outcome = await dependencies.putIfAbsent(item);
    dependencies.log.info('Saved sign-up report', { outcome, action: parsed.body.action });
    return withHeaders(acceptedResponse(item.id), cors);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return withHeaders(serviceUnavailableResponse(failure, requestId), cors);
  }
}
