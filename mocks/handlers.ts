// Mock API for the browser (npm run dev) and for tests: every operation of the contract, each
// request checked by the same gate and validators as the real handlers, answers taken from the
// contract's own examples.
import { http, HttpResponse } from 'msw';
import { openapiDocument } from '../contract/openapi-document.gen.ts';
import { apiBasePath, apiOperations, type Accepted, type ApiError } from '../contract/operations.ts';
import { readRequestBody } from '../contract/requests.ts';

const acceptedExample: Accepted =
  openapiDocument.components.responses.Accepted.content['application/json'].example;

/** Matches the API on any origin, so the same handlers serve the dev server and test origins. */
export function operationUrl(path: string): string {
  return `*${apiBasePath}${path}`;
}

export const handlers = apiOperations.map((operation) =>
  http.post<never, never, Accepted | ApiError>(operationUrl(operation.path), async ({ request }) => {
    const body = new Uint8Array(await request.arrayBuffer());
    const read = readRequestBody(operation.operationId, request.headers.get('content-type'), body);
    if (!read.ok) return HttpResponse.json(read.body, { status: read.status });
    return HttpResponse.json(acceptedExample);
  }),
);
