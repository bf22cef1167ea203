// `<data-dir>/local-stack.json`, written while the stack runs, so tests and benchmarks can find
// its endpoints and inspect its data.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const stateFileName = 'local-stack.json';

export interface LocalStackState {
  readonly url: string;
  readonly inboxUrl: string;
  readonly dynamodbEndpoint: string;
  readonly sesEndpoint: string;
  readonly tableName: string;
  readonly pid: number;
}

const stateSchema = z.object({
  url: z.string(),
  inboxUrl: z.string(),
  dynamodbEndpoint: z.string(),
  sesEndpoint: z.string(),
  tableName: z.string(),
  pid: z.number().int().positive(),
});

/** The state of the stack running on `dataDir`, or undefined when none has written one. */
export function readStateFile(dataDir: string): LocalStackState | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, stateFileName), 'utf8');
  } catch {
    return undefined;
  }
  return stateSchema.parse(JSON.parse(text));
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
