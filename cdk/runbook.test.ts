// The runbook of docs/deploying.md, walked in order on an AWS account and a GitHub repository that
// start empty (issue 41): each command as the runbook writes it, each `cdk` command against the
// cloud assembly it would synthesize. Every bucket, role, policy, boundary, OIDC provider,
// parameter, certificate, zone, topic, environment, variable and identity a step needs must be
// made by an earlier step or be something "You need:" names (decision 0058).
import { describe, expect, it } from 'vitest';
import { bootstrapQualifierContextKey } from './deploy-access-stack.ts';
import { reservedConcurrencyOf } from './test/assembly-needs.ts';
import { unreservedConcurrency } from './test/empty-account.ts';
import { deployingDoc, readRunbook } from './test/runbook-document.ts';
import { describeStop, walkRunbook } from './test/runbook-walk.ts';
import { readPrerequisites, RunbookWorld, synthesizeStage } from './test/runbook-world.ts';
import { stageSettings } from './test/stage-deployments.ts';

const repository = 'fernly/website';

function emptyWorld(runbookText: string) {
  const runbook = readRunbook(runbookText);
  return {
    runbook,
    world: new RunbookWorld(
      readPrerequisites(runbook.prerequisites),
      stageSettings.staging.account,
      repository,
    ),
  };
}

describe('the runbook, on an empty account', () => {
  it('names what the engineer brings: the account, its administrator profile and region, the repository, a checkout and the domain', () => {
    const { world } = emptyWorld(deployingDoc());
    expect(world.prerequisites).toEqual({
      account: true,
      profile: { name: 'fernly-staging-admin', region: 'eu-west-2' },
      githubAdmin: true,
      checkout: true,
      domain: 'staging.fernly.example',
    });
  });

  it('walks every step in order, each command finding what it needs', async () => {
    const { runbook, world } = emptyWorld(deployingDoc());
    const { ran, stop } = await walkRunbook(world, runbook);
    expect(stop === undefined ? undefined : describeStop(stop)).toBeUndefined();
    expect(new Set(ran.map((line) => line.split(':')[0]))).toEqual(
      new Set(runbook.steps.map((step) => String(step.number))),
    );
  });
});

describe('the Lambda quota step 2 asks for', () => {
  it('is what the stage’s functions reserve in their templates, plus the 100 Lambda keeps unreserved', () => {
    // Step 6's context: the walk has synthesized it already.
    const assembly = synthesizeStage(
      new Map([
        ['stage', 'staging'],
        ['githubRepository', repository],
        [bootstrapQualifierContextKey, stageSettings.staging.qualifier],
      ]),
    );
    const reserved = assembly.stacks.reduce(
      (total, stack) => total + reservedConcurrencyOf(stack.template),
      0,
    );
    const step = readRunbook(deployingDoc()).steps[1];
    expect(step?.title).toBe("The account can run the stage's functions");
    expect(/must be (\d+) or more/.exec(step?.text ?? '')?.[1]).toBe(
      String(reserved + unreservedConcurrency),
    );
    expect(/reserve (\d+) instances between them/.exec(step?.text ?? '')?.[1]).toBe(String(reserved));
  });
});
