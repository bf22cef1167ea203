// The saveWebVitals operation without its AWS wiring: handler.ts supplies the clock, the retention
// period, the count of the network's records of the day and the write, so this runs unchanged in
// unit tests. The network is counted, never stored with the figures.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { headerValue, parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import { droppedRecordResponse } from '../shared/record-cap.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import type { VisitRecordDependencies } from '../shared/visit-record-store.ts';
import { buildWebVitalsItem } from './web-vitals-item.ts';

export interface SaveWebVitalsDependencies extends VisitRecordDependencies {
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
  const receivedAt = dependencies.now();
  try {
    const admission = await dependencies.admit(request, receivedAt);
    if (admission.kind === 'dropped') {
      dependencies.log.warn('Dropped web vitals past the network’s records of the day', {});
      return droppedRecordResponse(admission.day, receivedAt, requestId);
    }
    const item = buildWebVitalsItem(
      parsed.body,
      headerValue(request, 'user-agent') ?? '',
      receivedAt,
      dependencies.retentionDays,
    );
    const outcome = await dependencies.putIfAbsent(item);
    dependencies.log.info('Saved web vitals', { outcome });
    return acceptedResponse(item.id);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB call failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
}
