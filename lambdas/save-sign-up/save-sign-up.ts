// The saveSignUp operation without its AWS wiring: handler.ts supplies the clock, the retention
// period, the web app's origin, the app signing secret, the network's count of records, the taps
// and the write, so this runs unchanged in unit tests (decisions 0037 and 0062).
//
// A report is stored when the web app's backend signed it, or when it comes from the web app's
// origin, its network has records left for the day, and it names a tap the site stored in the day
// before that no other report took. Anything else is refused with an answer that says so, and
// nothing is stored. Every answer to the web app names its origin (contract/cross-origin.ts), so its
// script can read errors as well as the stored record's id.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { crossOriginHeaders } from '../../contract/cross-origin.ts';
import { acceptedResponse, errorResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import {
  headerValue,
  parseApiRequest,
  requestBodyBytes,
  type ApiRequest,
} from '../shared/parse-api-request.ts';
import { droppedRecordResponse } from '../shared/record-cap.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from '../shared/upstream-failure.ts';
import type { VisitRecordDependencies } from '../shared/visit-record-store.ts';
import { appSignatureHeader, verifyAppSignature } from './app-signature.ts';
import { buildSignUpItem, signUpIds, type SignUpReport } from './sign-up-item.ts';
import { isTapInTime, tapAction, type StoredTap } from './sign-up-tap.ts';
import type { TapTaken } from './tap-store.ts';

export interface SaveSignUpDependencies extends VisitRecordDependencies {
  /** The web app's origin, e.g. https://app.fernly.example. */
  readonly appOrigin: string;
  /** The stage's app signing secret; undefined where none is kept (the local stack). */
  readonly signingSecret: () => Promise<string | undefined>;
  readonly findTap: (tapId: string, receivedAt: Date) => Promise<StoredTap | undefined>;
  readonly takeTap: (tap: StoredTap, reportId: string) => Promise<TapTaken>;
  readonly log: OperationLog;
}

function withHeaders(result: APIGatewayProxyResult, headers: Record<string, string>): APIGatewayProxyResult {
  return { ...result, headers: { ...result.headers, ...headers } };
}

function refusedWherefrom(field: string, message: string, requestId: string): APIGatewayProxyResult {
  return errorResponse('validation_failed', 'The report cannot be stored against the tap it names.', {
    requestId,
    errors: [{ field, message }],
  });
}

/** Who vouches for the report: the web app's backend by its signature, or its origin and a tap. */
type Caller = 'signed' | 'app-origin';

async function callerOf(
  request: ApiRequest,
  now: Date,
  dependencies: SaveSignUpDependencies,
): Promise<Caller | 'refused'> {
  const signature = headerValue(request, appSignatureHeader);
  if (signature === undefined) {
    if (headerValue(request, 'origin') === dependencies.appOrigin) return 'app-origin';
    dependencies.log.warn('Refused a sign-up from another origin', {});
    return 'refused';
  }
  const secret = await dependencies.signingSecret();
  const verdict =
    secret === undefined
      ? 'no secret'
      : verifyAppSignature(signature, requestBodyBytes(request), secret, now);
  if (verdict === 'valid') return 'signed';
  dependencies.log.warn('Refused a signed sign-up', { verdict });
  return 'refused';
}

/**
 * Stores the report: a signed one as it is, with the codes of its tap if the site stored one; an
 * unsigned one only once its network's record is counted and it has taken its tap.
 */
async function store(
  request: ApiRequest,
  report: SignUpReport,
  caller: Caller,
  receivedAt: Date,
  requestId: string,
  dependencies: SaveSignUpDependencies,
): Promise<APIGatewayProxyResult> {
  const { id, tapId } = signUpIds(report);
  if (caller === 'app-origin') {
    const admission = await dependencies.admit(request, receivedAt);
    if (admission.kind === 'dropped') {
      dependencies.log.warn('Dropped sign-up report past the network’s records of the day', {});
      return droppedRecordResponse(admission.day, receivedAt, requestId);
    }
    if (report.wherefrom.action !== tapAction) {
      return refusedWherefrom('/wherefrom/action', `must be ${tapAction}: a report names a tap`, requestId);
    }
  }
  const tap = await dependencies.findTap(tapId, receivedAt);
  if (caller === 'app-origin') {
    if (tap === undefined || !isTapInTime(tap, receivedAt)) {
      dependencies.log.warn('Refused sign-up report without a tap', {});
      return refusedWherefrom('/wherefrom', 'names no tap the site stored in the last 24 hours', requestId);
    }
    if ((await dependencies.takeTap(tap, id)) === 'taken-by-another') {
      dependencies.log.warn('Refused sign-up report for a tap taken already', {});
      return refusedWherefrom('/wherefrom', 'names a tap another report was stored against', requestId);
    }
  }
  const item = buildSignUpItem(report, receivedAt, dependencies.retentionDays, tap?.codes);
  const outcome = await dependencies.putIfAbsent(item);
  dependencies.log.info('Saved sign-up report', { outcome, action: report.action, caller });
  return acceptedResponse(item.id);
}

export async function saveSignUp(
  request: ApiRequest,
  requestId: string,
  dependencies: SaveSignUpDependencies,
): Promise<APIGatewayProxyResult> {
  const receivedAt = dependencies.now();
  const cors = crossOriginHeaders(dependencies.appOrigin);
  try {
    const caller = await callerOf(request, receivedAt, dependencies);
    if (caller === 'refused') {
      return errorResponse('forbidden', 'Only the web app may report a sign-up.', { requestId });
    }
    const parsed = parseApiRequest('saveSignUp', request, requestId);
    if (!parsed.ok) {
      dependencies.log.info('Refused sign-up report', { statusCode: parsed.response.statusCode });
      return withHeaders(parsed.response, cors);
    }
    return withHeaders(await store(request, parsed.body, caller, receivedAt, requestId, dependencies), cors);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('Storage or secret read failed', { failure, error: errorName(error) });
    return withHeaders(serviceUnavailableResponse(failure, requestId), cors);
  }
}
