// The stages as the test run synthesized them once (stage-synthesis-setup.ts): each stack's
// template, read with Template.fromJSON, and what its synthesis recorded. A test waits only for the
// stage it reads; a stage whose synthesis failed fails the tests that read it, with its error.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { inject } from 'vitest';
import { requireObject, toJsonValue } from '../../contract/json-value.ts';
import { parseStage } from '../stage.ts';
import type { RecordedAcknowledgement } from './nag-findings.ts';
import {
  parseStageSynthesis,
  type StageSynthesis,
  stageSynthesisFile,
  synthesisExitFile,
  type SynthesizedStageName,
} from './stage-synthesis.ts';

/** One stack of a synthesized stage. */
export interface StageStack {
  readonly stackName: string;
  readonly template: Template;
  /** The stage's cloud assembly: the staged assets (`asset.<hash>`) are in it. */
  readonly assemblyDir: string;
  /** What CDK recorded on the stack's constructs at synth, at `level`. */
  messages(level: 'warning' | 'error'): string[];
}

export interface SynthesizedStage {
  readonly name: SynthesizedStageName;
  readonly assembly: CloudAssembly;
  readonly assemblyDir: string;
  /** The app's `-c` context, less cdk.json's flags and what the CDK CLI adds. */
  readonly context: Readonly<Record<string, string>>;
  /** Staging's and production's synth job, as workflow-synth.ts ran it. */
  readonly workflow: Extract<StageSynthesis, { assemblyDir: string }>['workflow'];
  readonly unacknowledgedNagFindings: readonly string[];
  readonly acknowledgements: readonly RecordedAcknowledgement[];
  /** A stack of the stage by name: its main stack (the FernlyStack) without one. */
  stack(stackName?: string): StageStack;
}

const pollMs = 250;

async function synthesisOf(stage: SynthesizedStageName): Promise<StageSynthesis> {
  const directory = inject('stageSynthesisDir');
  const file = stageSynthesisFile(directory, stage);
  for (;;) {
    if (existsSync(file)) return parseStageSynthesis(readFileSync(file, 'utf8'));
    if (existsSync(synthesisExitFile(directory)))
      throw new Error(readFileSync(synthesisExitFile(directory), 'utf8'));
    await sleep(pollMs);
  }
}

function loaded(synthesis: StageSynthesis): SynthesizedStage {
  if ('error' in synthesis)
    throw new Error(`The ${synthesis.stage} stage did not synthesize:\n${synthesis.error}`);
  const { stage, assemblyDir } = synthesis;
  const assembly = new CloudAssembly(assemblyDir);
  const stacks = new Map<string, StageStack>();
  return {
    name: stage,
    assembly,
    assemblyDir,
    context: synthesis.context,
    workflow: synthesis.workflow,
    unacknowledgedNagFindings: synthesis.unacknowledgedNagFindings,
    acknowledgements: synthesis.acknowledgements,
    stack(stackName = parseStage(stage).stackName) {
      const found = stacks.get(stackName);
      if (found !== undefined) return found;
      const artifact = assembly.getStackByName(stackName);
      const read: StageStack = {
        stackName,
        template: Template.fromJSON(requireObject(toJsonValue(artifact.template), stackName)),
        assemblyDir,
        messages: (level) =>
          artifact.messages
            .filter((message) => new Set<string>([level]).has(message.level))
            .map(({ id, entry }) => `${id}: ${JSON.stringify(entry.data)}`),
      };
      stacks.set(stackName, read);
      return read;
    },
  };
}

const stages = new Map<SynthesizedStageName, Promise<SynthesizedStage>>();

/** The stage as this run synthesized it, once it has been. */
export function synthesizedStage(stage: SynthesizedStageName): Promise<SynthesizedStage> {
  const found = stages.get(stage);
  if (found !== undefined) return found;
  const reading = synthesisOf(stage).then(loaded);
  stages.set(stage, reading);
  return reading;
}

/** A stack of a stage as this run synthesized it: the stage's main stack without a name. */
export async function stageStack(stage: SynthesizedStageName, stackName?: string): Promise<StageStack> {
  return (await synthesizedStage(stage)).stack(stackName);
}
