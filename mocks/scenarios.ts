// Failure modes a front-end developer or a test switches on over the happy-path handlers:
// tests with `server.use(...scenarioHandlers.unavailable)`, `npm run dev` with `?mock=unavailable`
// in the page URL or VITE_MOCK_SCENARIO=unavailable in the environment.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { openapiDocument } from '../contract/openapi-document.gen.ts';
import { apiOperations, type ApiError, type Deferral } from '../contract/operations.ts';
import { operationUrl } from './handlers.ts';

const { responses } = openapiDocument.components;
const slowAnswerMs = 3000;
const retryAfterSeconds = '30';

function everyOperation(resolver: Parameters<typeof http.post>[1]): HttpHandler[] {
  return apiOperations.map((operation) => http.post(operationUrl(operation.path), resolver));
}

function errorAnswer(body: ApiError, status: number) {
  return () => HttpResponse.json(body, { status, headers: { 'Retry-After': retryAfterSeconds } });
}

/** The day after today (UTC), the day a message deferred past today's ceiling is mailed on. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export const scenarioHandlers = {
  /** The request never reaches a server (offline, DNS, CORS): fetch rejects. */
  'network-error': everyOperation(() => HttpResponse.error()),
  /** Storage or mail service down or throttling. */
  unavailable: everyOperation(
    errorAnswer(responses.ServiceUnavailable.content['application/json'].example, 503),
  ),
  /** The mail service refused the message. */
  'upstream-failed': everyOperation(
    errorAnswer(responses.BadGateway.content['application/json'].example, 502),
  ),
  /** API Gateway's throttling or the WAF rate rule. */
  'rate-limited': everyOperation(
    errorAnswer(responses.TooManyRequests.content['application/json'].example, 429),
  ),
  /** Past the stage's daily mail ceiling: the message is deferred and mailed tomorrow (202). */
  deferred: [
    http.post(operationUrl('/sendEmail'), () => {
      const deferred: Deferral = {
        ...responses.Deferred.content['application/json'].example,
        sendOn: tomorrow(),
      };
      return HttpResponse.json(deferred, { status: 202 });
    }),
  ],
  /** A slow network: the normal answer, three seconds late (the handler falls through). */
  slow: everyOperation(async () => {
    await delay(slowAnswerMs);
  }),
} satisfies Record<string, HttpHandler[]>;

export type MockScenario = keyof typeof scenarioHandlers;

export function isMockScenario(value: string | null | undefined): value is MockScenario {
  return value !== null && value !== undefined && Object.hasOwn(scenarioHandlers, value);
}
