// The CDK tests' one synthesis of each stage, run once per test run by stage-synthesis-setup.ts in a
// process of its own, beside the tests that need none of it. Staging and production are
// synthesized as deploy-stage.yml's synth job synthesizes them (workflow-synth.ts): its context
// and bootstrap qualifier, the context the CDK CLI adds, every handler bundled, cdk-nag at synth,
// and the runbook's DeployAccess stack. Staging's site is built for its addresses, as the job
// builds it (the run's one site build, which cdk/deploy-addresses.test.ts and cdk/many-pages.test.ts
// read too); production's is the fixture site recorded as built for its own, so its tests need not
// wait for a build. Preview is a stage without a domain, offline, as its first deploy creates it
// (`-c siteFiles=none`), with its alarms mailed (`-c alarmEmail`). Each stage's outcome is written
// to `<dir>/<stage>.json` as soon as it is known (synthesized-stages.ts reads it): the assembly's
// directory, or the error that stopped its synth.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANALYTICS_REPORTING_ENABLED_CONTEXT,
  ASSET_RESOURCE_METADATA_ENABLED_CONTEXT,
  BUNDLING_STACKS,
  OUTDIR_ENV,
  PATH_METADATA_ENABLE_CONTEXT,
} from 'aws-cdk-lib/cx-api';
import { buildWithGeneratedPosts } from '../../tests/bench/generated-site.ts';
import { buildApp } from '../build-app.ts';
import { splitArguments } from '../deploy-arguments.ts';
import { siteBuildEnvironment } from '../site-build-check.ts';
import { featureFlags, fixtureSiteDir, fixtureSiteMetaPath } from './fernly-test-stack.ts';
import { recordedAcknowledgements, unacknowledgedNagFindings } from './nag-findings.ts';
import {
  type StageSynthesis,
  previewAlarmEmail,
  stageSynthesisFile,
  synthesizedStageNames,
  type SynthesizedStageName,
} from './stage-synthesis.ts';
import { fixtureSiteBuild, type SiteBuild, type WorkflowSynth, workflowSynth } from './workflow-synth.ts';

/** The site as npm run deploy builds it for the stage's addresses, in a copy of the repository. */
const realSiteBuild: SiteBuild = async (_stage, addresses) =>
  buildWithGeneratedPosts(0, undefined, siteBuildEnvironment(addresses));

/** What the CDK CLI adds to every app's context (toolkit-lib's contextFromSettings), as CI's synth gets it. */
const cliContext = {
  [PATH_METADATA_ENABLE_CONTEXT]: true,
  [ASSET_RESOURCE_METADATA_ENABLED_CONTEXT]: true,
  [ANALYTICS_REPORTING_ENABLED_CONTEXT]: true,
};

async function contextOf(
  stage: SynthesizedStageName,
  workDir: string,
): Promise<{ context: Record<string, string>; workflow?: WorkflowSynth }> {
  if (stage === 'preview') {
    return {
      context: {
        stage,
        siteFiles: 'none',
        alarmEmail: previewAlarmEmail,
        siteDir: fixtureSiteDir,
        siteMetaPath: fixtureSiteMetaPath,
      },
    };
  }
  const build = stage === 'staging' ? realSiteBuild : fixtureSiteBuild(workDir);
  const workflow = await workflowSynth(stage, workDir, build);
  return { context: Object.fromEntries(splitArguments(workflow.synthArguments).context), workflow };
}

async function synthesize(stage: SynthesizedStageName, workDir: string): Promise<StageSynthesis> {
  try {
    const { context, workflow } = await contextOf(stage, workDir);
    // Where the CDK CLI tells an app to write its assembly; an app given none writes to a
    // temporary directory it removes when this process ends.
    process.env[OUTDIR_ENV] = join(workDir, `${stage}.out`);
    // Preview's handlers are not bundled: no pipeline synthesizes it, and no test reads its bundles.
    const bundling = workflow === undefined ? { [BUNDLING_STACKS]: [] } : {};
    const { app } = buildApp({ ...featureFlags(), ...cliContext, ...bundling, ...context });
    // Throws, listing them, on any cdk-nag error, as `cdk synth` exits 1.
    const assembly = app.synth();
    return {
      stage,
      context,
      workflow: workflow && {
        stepArguments: [...workflow.stepArguments],
        cdkCommands: workflow.cdkCommands.map((command) => [...command]),
        synthArguments: [...workflow.synthArguments],
      },
      assemblyDir: assembly.directory,
      unacknowledgedNagFindings: unacknowledgedNagFindings(app),
      acknowledgements: recordedAcknowledgements(app),
    };
  } catch (error) {
    return { stage, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const [workDir] = process.argv.slice(2);
if (workDir === undefined) throw new Error('Usage: synthesize-stages.ts <directory>');
for (const stage of synthesizedStageNames) {
  const file = stageSynthesisFile(workDir, stage);
  // Renamed into place, so a reader never sees half a file.
  writeFileSync(`${file}.partial`, JSON.stringify(await synthesize(stage, workDir)));
  renameSync(`${file}.partial`, file);
}
