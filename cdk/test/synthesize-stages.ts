// The CDK tests' one synthesis of each stage, run once per test run by stage-synthesis-setup.ts in a
// process of its own, beside the tests that need none of it. Staging and production are
// synthesized as deploy-stage.yml's synth job synthesizes them (workflow-synth.ts): its context
// and bootstrap qualifier, the context the CDK CLI adds, every handler bundled, cdk-nag at synth,
// and the runbook's DeployAccess stack. Staging's site is built for its addresses, as the job
// builds it (the run's one site build, which cdk/deploy-addresses.test.ts and cdk/many-pages.test.ts
// read too), in a process of its own while production and preview synthesize; production's is
// the fixture site recorded as built for its own, so its tests need not wait for a build. Preview
// is a stage without a domain, offline, as its first deploy creates it (`-c siteFiles=none`), with
// its alarms mailed (`-c alarmEmail`). Each stage's outcome is written to `<dir>/<stage>.json` as
// soon as it is known (synthesized-stages.ts reads it): the assembly's directory, or the error
// that stopped its synth.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANALYTICS_REPORTING_ENABLED_CONTEXT,
  ASSET_RESOURCE_METADATA_ENABLED_CONTEXT,
  BUNDLING_STACKS,
  OUTDIR_ENV,
  PATH_METADATA_ENABLE_CONTEXT,
} from 'aws-cdk-lib/cx-api';
import { buildWithGeneratedPosts } from '../../tools/bench/generated-site.ts';
import { buildApp } from '../build-app.ts';
import { splitArguments } from '../../tools/deploy/deploy-arguments.ts';
import { siteBuildEnvironment } from '../site-build-check.ts';
import { featureFlags, fixtureSiteDir, fixtureSiteMetaPath, type TestSite } from './fernly-test-stack.ts';
import { recordedAcknowledgements, unacknowledgedNagFindings } from './nag-findings.ts';
import {
  type StageSynthesis,
  previewAlarmEmail,
  stageSynthesisFile,
  type SynthesizedStageName,
} from './stage-synthesis.ts';
import { fixtureSiteFor, recordedSynthJob, synthArguments, type WorkflowSynth } from './workflow-synth.ts';

/** What the CDK CLI adds to every app's context (toolkit-lib's contextFromSettings), as CI's synth gets it. */
const cliContext = {
  [PATH_METADATA_ENABLE_CONTEXT]: true,
  [ASSET_RESOURCE_METADATA_ENABLED_CONTEXT]: true,
  [ANALYTICS_REPORTING_ENABLED_CONTEXT]: true,
};

/** A stage's app context and, for a pipeline stage, the synth job it comes from. */
interface StageInput {
  readonly context: Record<string, string>;
  readonly job?: WorkflowSynth;
  readonly synthArguments?: readonly string[];
}

/** The stage's synthesis, or the error that stopped it; `input` is awaited inside, so its error is the stage's. */
async function synthesize(
  stage: SynthesizedStageName,
  input: () => Promise<StageInput>,
): Promise<StageSynthesis> {
  try {
    const { context, job, synthArguments: synthesized } = await input();
    // Where the CDK CLI tells an app to write its assembly; an app given none writes to a
    // temporary directory it removes when this process ends.
    process.env[OUTDIR_ENV] = join(workDir, `${stage}.out`);
    // Preview's handlers are not bundled: no pipeline synthesizes it, and no test reads its bundles.
    const bundling = job === undefined ? { [BUNDLING_STACKS]: [] } : {};
    const { app } = buildApp({ ...featureFlags(), ...cliContext, ...bundling, ...context });
    // Throws, listing them, on any cdk-nag error, as `cdk synth` exits 1.
    const assembly = app.synth();
    return {
      stage,
      context,
      workflow:
        job === undefined || synthesized === undefined
          ? undefined
          : {
              stepArguments: [...job.stepArguments],
              cdkCommands: job.cdkCommands.map((command) => [...command]),
              synthArguments: [...synthesized],
            },
      assemblyDir: assembly.directory,
      unacknowledgedNagFindings: unacknowledgedNagFindings(app),
      acknowledgements: recordedAcknowledgements(app),
    };
  } catch (error) {
    return { stage, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** A pipeline stage's input: its synth job's `cdk synth`, on `site`. */
function pipelineInput(job: WorkflowSynth, site: TestSite): StageInput {
  const args = synthArguments(job, site);
  return { context: Object.fromEntries(splitArguments(args).context), job, synthArguments: args };
}

function write(synthesis: StageSynthesis): void {
  const file = stageSynthesisFile(workDir, synthesis.stage);
  // Renamed into place, so a reader never sees half a file.
  writeFileSync(`${file}.partial`, JSON.stringify(synthesis));
  renameSync(`${file}.partial`, file);
}

const [workDir = ''] = process.argv.slice(2);
if (workDir === '') throw new Error('Usage: synthesize-stages.ts <directory>');

// Staging's site build starts first and runs beside the other two stages' synthesis.
const stagingJob = recordedSynthJob('staging', workDir);
const stagingSite = stagingJob.then((job) =>
  buildWithGeneratedPosts(0, undefined, siteBuildEnvironment(job.siteAddresses)),
);
// Its failure is staging's, written below; the others go on.
stagingSite.catch(() => undefined);

write(
  await synthesize('production', async () => {
    const job = await recordedSynthJob('production', workDir);
    return pipelineInput(job, fixtureSiteFor('production', job.siteAddresses, workDir));
  }),
);
write(
  await synthesize('preview', () =>
    Promise.resolve({
      context: {
        stage: 'preview',
        siteFiles: 'none',
        alarmEmail: previewAlarmEmail,
        siteDir: fixtureSiteDir,
        siteMetaPath: fixtureSiteMetaPath,
      },
    }),
  ),
);
write(await synthesize('staging', async () => pipelineInput(await stagingJob, await stagingSite)));
