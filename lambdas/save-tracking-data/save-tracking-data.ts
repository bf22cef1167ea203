// The saveTrackingData operation without its AWS wiring: handler.ts supplies the clock, the
// retention period, the visitor code and the write, so this runs unchanged in unit tests.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import { buildTrackingItem, type TrackingItem } from './tracking-item.ts';

export interface SaveTrackingDependencies {
  readonly now: () => Date;
  readonly retentionDays: number;
  /** The request's visitor code (lambdas/shared/visitor.ts); undefined without a viewer key. */
  readonly visitorOf: (request: ApiRequest, receivedAt: Date) => Promise<string | undefined>;
  /** Writes the item unless one with the same key exists. */
  readonly putIfAbsent: (item: TrackingItem) => Promise<PutOutcome>;
  readonly log: OperationLog;
}

export async function saveTrackingData(
  request: ApiRequest,
  requestId: string,
  dependencies: SaveTrackingDependencies,
): Promise<APIGatewayProxyResult> {
  const parsed = parseApiRequest('saveTrackingData', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused tracking record', { statusCode: parsed.response.statusCode });
    return parsed.response;
  }
  const receivedAt = dependencies.now();
  try {
    const visitor = await dependencies.visitorOf(request, receivedAt);
    if (visitor === undefined) dependencies.log.warn('Tracking record without a viewer key', {});
    const item = buildTrackingItem(parsed.body, receivedAt, dependencies.retentionDays, visitor);
    const outcome = await dependencies.putIfAbsent(item);
    dependencies.log.info('Saved tracking record', { outcome, action: parsed.body.action });
    return acceptedResponse(item.id);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
}
