import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listHandlerDirs, matchOperationsToHandlers } from './operation-handlers.ts';

describe('matchOperationsToHandlers', () => {
  it('pairs each operation with its kebab-case folder', () => {
    expect(
      matchOperationsToHandlers(['saveTrackingData', 'sendEmail'], ['save-tracking-data', 'send-email']),
    ).toEqual([
      { operationId: 'saveTrackingData', handlerDir: 'save-tracking-data' },
      { operationId: 'sendEmail', handlerDir: 'send-email' },
    ]);
  });

  it('throws when an operation has no handler, naming the file to create', () => {
    expect(() => matchOperationsToHandlers(['saveTrackingData', 'sendEmail'], ['send-email'])).toThrow(
      'operation saveTrackingData has no handler: create lambdas/save-tracking-data/handler.ts',
    );
  });

  it('throws when a handler has no operation', () => {
    expect(() => matchOperationsToHandlers(['sendEmail'], ['send-email', 'delete-everything'])).toThrow(
      'lambdas/delete-everything/handler.ts handles no operation in openapi.yaml',
    );
  });

  it('throws when two operations map to the same folder', () => {
    expect(() => matchOperationsToHandlers(['sendEmail', 'send_email'], ['send-email'])).toThrow(
      'operations sendEmail and send_email would share lambdas/send-email/',
    );
  });

  it('reports every mismatch at once', () => {
    const attempt = () => matchOperationsToHandlers(['sendEmail'], ['save-tracking-data']);
    expect(attempt).toThrow(/operation sendEmail has no handler/);
    expect(attempt).toThrow(/save-tracking-data\/handler.ts handles no operation/);
  });
});

describe('listHandlerDirs', () => {
  const root = mkdtempSync(join(tmpdir(), 'fernly-lambdas-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('lists only folders that hold a handler.ts', () => {
    for (const dir of ['send-email', 'save-tracking-data', 'local', 'shared']) mkdirSync(join(root, dir));
    writeFileSync(join(root, 'send-email', 'handler.ts'), 'export const handler = 1;\n');
    writeFileSync(join(root, 'save-tracking-data', 'handler.ts'), 'export const handler = 1;\n');
    writeFileSync(join(root, 'local', 'start.ts'), '\n');
    writeFileSync(join(root, 'handler.ts'), '\n');
    expect(listHandlerDirs(root)).toEqual(['save-tracking-data', 'send-email']);
  });
});
