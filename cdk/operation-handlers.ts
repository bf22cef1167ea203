// Which Lambda handles which contract operation, by folder convention only:
// operationId `saveTrackingData` is handled by `lambdas/save-tracking-data/handler.ts`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { handlerFolder } from '../contract/operations.ts';

export const handlerFileName = 'handler.ts';

export interface OperationHandler {
  readonly operationId: string;
  /** The handler folder's name, the kebab-case of the operationId. */
  readonly handlerDir: string;
}

/** The folders under `lambdasDir` that hold an operation's handler.ts (`shared/` is shared code, `origin-secret/` and `export-tracking-table/` functions without an operation). */
export function listHandlerDirs(lambdasDir: string): string[] {
  return readdirSync(lambdasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(lambdasDir, entry.name, handlerFileName)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Pairs every operation with its handler folder. Throws, naming each one, when an operation has
 * no handler (the API would answer 500) or a handler has no operation (dead code that would still
 * be deployed).
 */
export function matchOperationsToHandlers(
  operationIds: readonly string[],
  handlerDirs: readonly string[],
): OperationHandler[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const operationId of operationIds) {
    const handlerDir = handlerFolder(operationId);
    const other = seen.get(handlerDir);
    if (other !== undefined) {
      problems.push(`operations ${other} and ${operationId} would share lambdas/${handlerDir}/`);
    }
    seen.set(handlerDir, operationId);
    if (!handlerDirs.includes(handlerDir)) {
      problems.push(
        `operation ${operationId} has no handler: create lambdas/${handlerDir}/${handlerFileName}`,
      );
    }
  }
  for (const handlerDir of handlerDirs) {
    if (!seen.has(handlerDir)) {
      problems.push(
        `lambdas/${handlerDir}/${handlerFileName} handles no operation in openapi.yaml (expected an operationId whose handler folder is ${handlerDir})`,
      );
    }
  }
  if (problems.length > 0)
    throw new Error(`Operations and handlers do not match:\n  - ${problems.join('\n  - ')}`);
  return operationIds.map((operationId) => ({ operationId, handlerDir: handlerFolder(operationId) }));
}
