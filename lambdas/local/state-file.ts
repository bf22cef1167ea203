// `<data-dir>/local-stack.json`, written while the stack runs, so tests and benchmarks can find
// its endpoints and inspect its data.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const stateFileName = 'local-stack.json';

export interface LocalStackState {
  readonly url: string;
  readonly inboxUrl: string;
  readonly dynamodbEndpoint: string;
  readonly sesEndpoint: string;
  readonly tableName: string;
  readonly pid: number;
}

/** Writes the state file; stopping the returned handle removes it. */
export function writeStateFile(dataDir: string, state: LocalStackState): { stop(): Promise<void> } {
  const statePath = join(dataDir, stateFileName);
  writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
  return {
    stop: () => {
      rmSync(statePath, { force: true });
      return Promise.resolve();
    },
  };
}
