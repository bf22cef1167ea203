// The runbook of docs/deploying.md, walked in order on an AWS account and a GitHub repository that
// start empty (issue 41): each command as the runbook writes it, each `cdk` command against the
// cloud assembly it would synthesize. Every bucket, role, policy, boundary, OIDC provider,
// parameter, certificate, zone, topic, environment, variable and identity a step needs must be
// made by an earlier step or be something "You need:" names (decision 0058).
import { describe, expect, it } from 'vitest';
import { bootstrapQualifierContextKey } from './deploy-access-stack.ts';
import { reservedConcurrencyOf } from './test/assembly-needs.ts';
import { unreservedConcurrency } from './test/empty-account.ts';
import { deployingDoc, readRunbook, type Runbook } from './test/runbook-document.ts';
import { describeStop, walkRunbook } from './test/runbook-walk.ts';
import { readPrerequisites, RunbookWorld, synthesizeStage } from './test/runbook-world.ts';
import { stageSettings } from './test/stage-deployments.ts';

const repository = 'fernly/website';

const emptyWorld = (runbook: Runbook) =>
  new RunbookWorld(readPrerequisites(runbook.prerequisites), stageSettings.staging.account, repository);

/** The runbook with `from` written `to` once, as a change to the page would. */
function rewritten(from: string, to: string): Runbook {
  const text = deployingDoc();
  if (text.split(from).length !== 2) throw new Error(`The runbook does not say ${from} once`);
  return readRunbook(text.replace(from, to));
}

/** The runbook with bootstrap (step 7) before the keys (step 6), the site built first. */
function bootstrapFirst(): Runbook {
  const runbook = readRunbook(deployingDoc());
  const [keys, bootstrap] = [runbook.steps[5], runbook.steps[6]];
  const build = keys?.commands.find((command) => command.text === 'npm run build');
  if (keys === undefined || bootstrap === undefined || build === undefined)
    throw new Error('The runbook no longer builds the site in step 6 before step 7');
  const steps = [
    ...runbook.steps.slice(0, 5),
    { ...bootstrap, number: 6, commands: [build, ...bootstrap.commands] },
    { ...keys, number: 7 },
    ...runbook.steps.slice(7),
  ];
  return { ...runbook, steps };
}

describe('the runbook, on an empty account', () => {
  it('names what the engineer brings: the account, its administrator profile and region, the repository, a checkout and the domain', () => {
    expect(readPrerequisites(readRunbook(deployingDoc()).prerequisites)).toEqual({
      account: true,
      profile: { name: 'fernly-staging-admin', region: 'eu-west-2' },
      githubAdmin: true,
      checkout: true,
      domain: 'staging.fernly.example',
    });
  });

  it('walks every step in order, each command finding what it needs', async () => {
    const runbook = readRunbook(deployingDoc());
    const { ran, stop } = await walkRunbook(emptyWorld(runbook), runbook);
    expect(stop === undefined ? undefined : describeStop(stop)).toBeUndefined();
    expect(new Set(ran.map((line) => line.split(':')[0]))).toEqual(
      new Set(runbook.steps.map((step) => String(step.number))),
    );
  });
});

describe('the walk stops where a first deploy would', () => {
  const account = stageSettings.staging.account;
  const profile = '--profile fernly-staging-admin';
  it.each([
    [
      'bootstrapping before the keys exist',
      bootstrapFirst(),
      6,
      `needs the managed policy arn:aws:iam::${account}:policy/fernly-staging-cfn-execution (a policy of cdk-fernlystg-cfn-exec-role-${account}-eu-west-2)`,
    ],
    [
      'a boundary that does not exist',
      rewritten(
        '--custom-permissions-boundary fernly-staging-cfn-execution-boundary',
        '--custom-permissions-boundary fernly-staging-boundary',
      ),
      7,
      `needs the managed policy arn:aws:iam::${account}:policy/fernly-staging-boundary (the permissions boundary of cdk-fernlystg-cfn-exec-role-${account}-eu-west-2)`,
    ],
    [
      'a certificate for a name the distribution does not use',
      rewritten('--domain-name staging.fernly.example', '--domain-name www.staging.fernly.example'),
      10,
      "to cover staging.fernly.example (the distribution's aliases); it was requested for www.staging.fernly.example",
    ],
    [
      'no wait for the certificate’s validation',
      rewritten(
        '`aws acm wait certificate-validated --region us-east-1 --certificate-arn <arn> --profile fernly-staging-admin`',
        'it',
      ),
      10,
      'issued (it is pending validation)',
    ],
    [
      'a command the model does not know',
      rewritten('`aws sesv2 get-account --query', '`aws sesv2 get-account-details --query'),
      11,
      'runs aws sesv2 get-account-details, which the model does not know',
    ],
    [
      'no subject template for the repository',
      rewritten("`echo '<the JSON above>' | gh api -X PUT", '`gh api -X GET'),
      10,
      'has its deploy job refused by fernly-deploy-staging, which does not trust the subject repo:fernly/website:environment:staging',
    ],
    [
      'environments that deploy from any branch',
      rewritten(
        'gh api -X POST repos/<owner>/<repo>/environments/staging/deployment-branch-policies -f name=main -f type=branch\n',
        '',
      ),
      10,
      'runs the deploy job in staging, which does not deploy from main only',
    ],
    [
      'a variable left out',
      rewritten('   gh variable set DOMAIN_NAME --env staging-diff --body staging.fernly.example\n', ''),
      10,
      'domainName',
    ],
    [
      'a proof run with the default credentials',
      rewritten(`--region us-east-1 ${profile}\``, '--region us-east-1`'),
      7,
      'runs with the default AWS credentials',
    ],
    [
      'the quota asked for too low',
      rewritten('must be 114 or more', 'must be 110 or more'),
      10,
      'the quota of 110 an earlier step asked for would leave 96 unreserved',
    ],
  ])('%s', async (_change, runbook, stepNumber, reason) => {
    const { stop } = await walkRunbook(emptyWorld(runbook), runbook);
    expect(stop?.step.number).toBe(stepNumber);
    expect(stop?.reason).toContain(reason);
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
