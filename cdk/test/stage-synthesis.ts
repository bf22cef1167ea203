// What synthesize-stages.ts writes for each stage it synthesizes, and where: read back by the tests
// (synthesized-stages.ts), checked as it is read.
import { join } from 'node:path';
import { z } from 'zod';

/** In the order synthesize-stages.ts writes them: staging last, after its site's build. */
export const synthesizedStageNames = ['production', 'preview', 'staging'] as const;
export type SynthesizedStageName = (typeof synthesizedStageNames)[number];

/** Where preview's alarms go: a topic its stack creates for this address (alarm-target.ts). */
export const previewAlarmEmail = 'ops@fernly.example';

const stringList = z.array(z.string());
const stageSynthesisSchema = z.union([
  z.object({ stage: z.enum(synthesizedStageNames), error: z.string() }),
  z.object({
    stage: z.enum(synthesizedStageNames),
    /** The app's `-c` context, less cdk.json's flags and what the CDK CLI adds. */
    context: z.record(z.string(), z.string()),
    /** Staging's and production's synth job, as workflow-synth.ts ran it. */
    workflow: z
      .object({
        stepArguments: stringList,
        cdkCommands: z.array(stringList),
        synthArguments: stringList,
      })
      .optional(),
    assemblyDir: z.string(),
    /** cdk-nag's AwsSolutions findings no acknowledgement covers (nag-findings.ts). */
    unacknowledgedNagFindings: stringList,
    acknowledgements: z.array(z.object({ path: z.string(), id: z.string(), reason: z.string() })),
  }),
]);
export type StageSynthesis = z.infer<typeof stageSynthesisSchema>;

export const stageSynthesisFile = (directory: string, stage: SynthesizedStageName): string =>
  join(directory, `${stage}.json`);

/** Written by the setup when the synthesizing process ends before every stage is written. */
export const synthesisExitFile = (directory: string): string => join(directory, 'exit.json');

export function parseStageSynthesis(text: string): StageSynthesis {
  return stageSynthesisSchema.parse(JSON.parse(text));
}
