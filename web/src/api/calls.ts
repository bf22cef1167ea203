import type { Accepted, Deferral, RequestBody } from '../../../contract/operations.ts';
import { apiClient, type ApiClient } from './client.ts';

/** A non-2xx answer (status and body kept for the log) or a network failure (status null). */
export class ApiRequestError extends Error {
  readonly status: number | null;
  readonly body: unknown;

  constructor(status: number | null, body: unknown, options?: ErrorOptions) {
    super(status === null ? 'API error: network failure' : `API error ${status}`, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

async function settle<Data>(call: () => Promise<{ data?: Data; error?: unknown; response: Response }>) {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (cause) {
    throw new ApiRequestError(null, undefined, { cause });
  }
  if (!result.response.ok || result.data === undefined) {
    throw new ApiRequestError(result.response.status, result.error);
  }
  return result.data;
}

export function saveTrackingData(
  record: RequestBody<'saveTrackingData'>,
  client: ApiClient = apiClient,
): Promise<Accepted> {
  // keepalive lets the record of a click that leaves the page (a phone opening the app) finish
  // sending after the page is gone.
  return settle(() => client.POST('/saveTrackingData', { body: record, keepalive: true }));
}

/** A page load's field vitals, sent as the page is left: keepalive lets them outlive the page. */
export function saveWebVitals(
  vitals: RequestBody<'saveWebVitals'>,
  client: ApiClient = apiClient,
): Promise<Accepted> {
  return settle(() => client.POST('/saveWebVitals', { body: vitals, keepalive: true }));
}

/** Starts a contact message: its id is the start token sendEmail requires (start-token.ts). */
export function startContact(client: ApiClient = apiClient): Promise<Accepted> {
  return settle(() => client.POST('/startContact', { body: {} }));
}

/** Sent (the mail's id), or deferred past the day's ceiling to be mailed on `sendOn` (decision 0029). */
export function sendEmail(
  message: RequestBody<'sendEmail'>,
  client: ApiClient = apiClient,
): Promise<Accepted | Deferral> {
  return settle(() => client.POST('/sendEmail', { body: message }));
}
