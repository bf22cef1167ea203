// The saveTrackingData operation without its AWS wiring: handler.ts supplies the clock, the
// retention period, the count of the network's records of the day and the write, so this runs
// unchanged in unit tests.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import { droppedRecordResponse } from '../shared/record-cap.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import type { VisitRecordDependencies } from '../shared/visit-record-store.ts';
import { buildVisitRecordItem } from './visit-record-item.ts';

export interface SaveTrackingDependencies extends VisitRecordDependencies {
  readonly log: OperationLog;
}

export async function saveTrackingData(
  request: ApiRequest,
  requestId: string,
  dependencies: SaveTrackingDependencies,
): Promise<APIGatewayProxyResult> {
  const parsed = parseApiRequest('saveTrackingData', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused visit record', { statusCode: parsed.response.statusCode });
    return parsed.response;
  }
  const receivedAt = dependencies.now();
  try {
    const admission = await dependencies.admit(request, receivedAt);
    if (admission.kind === 'dropped') {
      dependencies.log.warn('Dropped visit record past the network’s records of the day', {});
      return droppedRecordResponse(admission.day, receivedAt, requestId);
    }
    if (admission.codes === undefined) dependencies.log.warn('Visit record without a viewer key', {});
    const item = buildVisitRecordItem(parsed.body, receivedAt, dependencies.retentionDays, admission.codes);
    const outcome = await dependencies.putIfAbsent(item);
    dependencies.log.info('Saved visit record', { outcome, action: parsed.body.action });
    return acceptedResponse(item.id);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
}
