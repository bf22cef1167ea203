// The synth job of deploy-stage.yml, offline: its `npm run deploy -- --synth` step read from the
// workflow with a stage's representative variables (workflow-steps.ts) and run through npm run
// deploy's own code, with the CDK CLI and the site's build recorded instead of run. The `cdk synth`
// it would run, on a site built for the recorded addresses, is what the tests' one synthesis of
// each stage builds in-process (synthesize-stages.ts), and what cdk/pipeline-synth.test.ts runs once
// for real.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { nodeDeployTools } from '../../tools/deploy/deploy-tools.ts';
import type { SiteAddresses } from '../site-build-check.ts';
import { type DeployTools, runDeployCommand } from '../../tools/deploy/stage-deployment.ts';
import { fixtureSiteDir, fixtureSiteMetaPath, type TestSite } from './fernly-test-stack.ts';
import { deployArguments, representativeRun, stepWords } from './workflow-steps.ts';

export const deployWorkflow = 'deploy-stage.yml';
/** The runbook's `-c githubRepository`, which adds the stage's DeployAccess stack to the app. */
export const githubRepository = 'fernly/website';

export interface Recording {
  readonly tools: DeployTools;
  readonly cdk: string[][];
  readonly builds: SiteAddresses[];
}

/** The real tools, but the CDK CLI and the site's build recorded instead of run. */
export function recording(): Recording {
  const cdk: string[][] = [];
  const builds: SiteAddresses[] = [];
  return {
    cdk,
    builds,
    tools: {
      ...nodeDeployTools,
      runCdk: (args) => cdk.push([...args]),
      readCdk: (args) => {
        cdk.push([...args]);
        return 'There were no differences\n';
      },
      buildSite: (addresses) => builds.push(addresses),
      log: () => undefined,
      logUntrusted: () => undefined,
      setOutput: () => undefined,
      appendSummary: () => undefined,
    },
  };
}

/** The fixture site, recorded in `workDir` as built for `addresses`, the way the real build records them. */
export function fixtureSiteFor(stage: string, addresses: SiteAddresses, workDir: string): TestSite {
  const meta = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(fixtureSiteMetaPath, 'utf8')));
  const siteMetaPath = join(workDir, `${stage}-site-meta.json`);
  writeFileSync(siteMetaPath, JSON.stringify({ ...meta, addresses }));
  return { siteDir: fixtureSiteDir, siteMetaPath };
}

export interface WorkflowSynth {
  /** What the synth job's step passes to `npm run deploy`, as the runner reads it. */
  readonly stepArguments: readonly string[];
  /** Every CDK CLI command npm run deploy ran for it: `cdk synth` alone. */
  readonly cdkCommands: readonly (readonly string[])[];
  /** The addresses npm run deploy built the site for. */
  readonly siteAddresses: SiteAddresses;
}

/** The synth job's step of `stage` run through npm run deploy, the CLI and the build recorded. */
export async function recordedSynthJob(
  stage: 'staging' | 'production',
  workDir: string,
): Promise<WorkflowSynth> {
  const stepArguments = deployArguments(
    stepWords(deployWorkflow, 'synth', 'npm run --silent deploy', representativeRun(stage)),
  );
  const recorded = recording();
  await runDeployCommand(['--synth', join(workDir, stage), ...stepArguments.slice(2)], recorded.tools);
  const [siteAddresses] = recorded.builds;
  if (siteAddresses === undefined) throw new Error('npm run deploy built no site');
  return { stepArguments, cdkCommands: recorded.cdk, siteAddresses };
}

/** The `cdk synth` a recorded job ran, on `site` (built for its addresses), with the runbook's DeployAccess stack. */
export function synthArguments(job: WorkflowSynth, site: TestSite): string[] {
  const [synth] = job.cdkCommands;
  if (synth?.[0] !== 'synth') throw new Error(`npm run deploy ran ${JSON.stringify(synth)}, not cdk synth`);
  return [
    ...synth,
    ...['-c', `siteDir=${site.siteDir}`, '-c', `siteMetaPath=${site.siteMetaPath}`],
    ...['-c', `githubRepository=${githubRepository}`],
  ];
}
