// The route table of the API, read from the contract: every server of the API (API Gateway as
// the CDK builds it, the local stack, the mocks) and every client takes its operations from here.
import { apiBasePath, openapiDocument } from './openapi-document.gen.ts';
import type { components, operations } from './openapi.gen.ts';

export type OperationId = keyof operations;
export type RequestBody<Id extends OperationId> = NonNullable<
  operations[Id]['requestBody']
>['content']['application/json'];
export type ApiError = components['schemas']['Error'];
export type ErrorCode = ApiError['code'];
export type FieldError = components['schemas']['FieldError'];
export type Accepted = components['schemas']['Accepted'];
export type Deferral = components['schemas']['Deferral'];

export interface Operation {
  readonly operationId: OperationId;
  readonly method: 'POST';
  /** Path below the server base, e.g. `/sendEmail`. */
  readonly path: string;
  /** Status codes the contract documents for this operation. */
  readonly statuses: readonly number[];
  /**
   * Whether the web app calls it from its own origin (contract/cross-origin.ts), not the site: the
   * contract's one value of `x-called-from` is `app-origin`.
   */
  readonly fromAppOrigin: boolean;
}

export { apiBasePath };
export const maxBodyBytes: number = openapiDocument['x-request-limits'].maxBodyBytes;

export const apiOperations: readonly Operation[] = Object.entries(openapiDocument.paths).map(
  ([path, item]) => ({
    operationId: item.post.operationId,
    method: 'POST',
    path,
    statuses: Object.keys(item.post.responses).map(Number),
    fromAppOrigin: 'x-called-from' in item.post,
  }),
);

/**
 * The folder of an operation's handler, `lambdas/<folder>/handler.ts`: its operationId in
 * kebab-case, acronyms kept whole (saveTrackingData → save-tracking-data, getHTTPStatus →
 * get-http-status). The CDK stack and the local stack both find handlers by it.
 */
export function handlerFolder(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Where an operation is served on the site's origin, e.g. `/api/sendEmail`. */
export function operationUrlPath(operationId: OperationId): string {
  const operation = apiOperations.find((candidate) => candidate.operationId === operationId);
  if (operation === undefined) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return `${apiBasePath}${operation.path}`;
}

export function findOperation(method: string, path: string): Operation | undefined {
  return apiOperations.find(
    (operation) => operation.method === method.toUpperCase() && operation.path === path,
  );
}
