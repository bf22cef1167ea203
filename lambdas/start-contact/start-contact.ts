// The startContact operation without its AWS wiring: handler.ts supplies the clock, the token
// source and the write, so this runs unchanged in unit tests.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import { viewerKeyOf, withoutViewerKeyResponse } from '../shared/viewer-key.ts';

export interface StartContactDependencies {
  readonly now: () => Date;
  /** A new random token: 32 lower-case hex digits, the contract's StartToken. */
  readonly newToken: () => string;
  /** Stores the start record for the client; rejects if the token exists already or the table fails. */
  readonly putStart: (token: string, issuedAt: Date, viewerKey: string) => Promise<void>;
  readonly log: OperationLog;
}

export async function startContact(
  request: ApiRequest,
  requestId: string,
  dependencies: StartContactDependencies,
): Promise<APIGatewayProxyResult> {
  const parsed = parseApiRequest('startContact', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused contact start', { statusCode: parsed.response.statusCode });
    return parsed.response;
  }
  const viewerKey = viewerKeyOf(request);
  if (viewerKey === undefined) {
    dependencies.log.warn('Refused contact start without a viewer key', {});
    return withoutViewerKeyResponse(requestId);
  }
  const token = dependencies.newToken();
  try {
    await dependencies.putStart(token, dependencies.now(), viewerKey);
    dependencies.log.info('Started contact message', {});
    return acceptedResponse(token);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
}
