import createClient from 'openapi-fetch';
// Not from operations.ts: that module's route table would bring the whole contract into the bundle.
import { apiBasePath } from '../../../contract/openapi-document.gen.ts';
import type { paths } from '../../../contract/openapi.gen.ts';

export function createApiClient(baseUrl: string) {
  return createClient<paths>({
    baseUrl,
    // openapi-fetch keeps the fetch it is given; resolving globalThis.fetch per call lets the
    // mock service worker (and tests' interceptors) installed after start-up see every request.
    fetch: (request) => globalThis.fetch(request),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Same origin as the site: CloudFront and the local stack both route `/api/*` to the handlers. */
export const apiClient: ApiClient = createApiClient(apiBasePath);
