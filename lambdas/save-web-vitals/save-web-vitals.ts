// The saveWebVitals operation without its AWS wiring: handler.ts supplies the clock, the retention
// period and the write, so this runs unchanged in unit tests.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { headerValue, parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import type { TrackingItem } from '../save-tracking-data/tracking-item.ts';
import { buildWebVitalsItem } from './web-vitals-item.ts';

export interface SaveWebVitalsDependencies {
  readonly now: () => Date;
  readonly retentionDays: number;
  readonly putIfAbsent: (item: TrackingItem) => Promise<PutOutcome>;
  readonly log: OperationLog;
}

export async function saveWebVitals(
  request: ApiRequest,
  requestId: string,
  dependencies: SaveWebVitalsDependencies,
): Promise<APIGatewayProxyResult> {
  const parsed = parseApiRequest('saveWebVitals', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused web vitals', { statusCode: parsed.response.statusCode });
    return parsed.response;
  }
  const item = buildWebVitalsItem(
    parsed.body,
    headerValue(request, 'user-agent') ?? '',
    dependencies.now(),
    dependencies.retentionDays,
  );
  try {
    const outcome = await dependencies.putIfAbsent(item);
    dependencies.log.info('Saved web vitals', { outcome });
    return acceptedResponse(item.id);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
}
