// The runbook of docs/deploying.md, walked in order on an AWS account and a GitHub repository that
// start empty (issue 41), then the editor's GitHub sign-in, which needs the stage deployed: each
// command as the runbook writes it, each `cdk` command against the cloud assembly it would
// synthesize, each thing done by hand in GitHub as what it makes. Every bucket, role, policy,
// boundary, OIDC provider, parameter, certificate, zone, topic, secret, environment, variable,
// team, ruleset, check, app and identity a step needs must be made by an earlier step or be
// something "You need:" names (decision 0058).
import { describe, expect, it } from 'vitest';
import { reservedConcurrencyOf } from './test/assembly-needs.ts';
import { unreservedConcurrency } from './test/empty-account.ts';
import {
  deployingDoc,
  editorSignInHeading,
  firstDeployHeading,
  readRunbook,
  type Runbook,
} from './test/runbook-document.ts';
import { describeStop, stepLabel, walkRunbook } from './test/runbook-walk.ts';
import { Checkout, readPrerequisites, RunbookWorld } from './test/runbook-world.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { synthesizedStage } from './test/synthesized-stages.ts';
import { stageSettings } from './test/stage-deployments.ts';

const repository = 'fernly/website';

const emptyWorld = (runbook: Runbook, checkout?: Checkout) =>
  new RunbookWorld(
    readPrerequisites(runbook.prerequisites),
    stageSettings.staging.account,
    repository,
    checkout,
  );

/** The repository checked out with the file at `path` written with `from` changed to `to` once. */
function checkoutChanging(path: string, from: string, to: string): Checkout {
  const text = new Checkout().read(path) ?? '';
  if (text.split(from).length !== 2) throw new Error(`${path} does not say ${from} once`);
  return new Checkout(new Map([[path, text.replace(from, to)]]));
}

/** The runbook with the editor's sign-in walked right after the first deploy's step `step`. */
function signInAfter(step: number): Runbook {
  const runbook = readRunbook(deployingDoc());
  const of = (section: string) => runbook.steps.filter((candidate) => candidate.section === section);
  const firstDeploy = of(firstDeployHeading);
  return {
    ...runbook,
    steps: [...firstDeploy.slice(0, step), ...of(editorSignInHeading), ...firstDeploy.slice(step)],
  };
}

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
      organizationMember: true,
      organizationOwner: true,
      checkout: true,
      domain: 'staging.fernly.example',
    });
  });

  it('walks every step in order, each command finding what it needs', async () => {
    const runbook = readRunbook(deployingDoc());
    const { ran, stop } = await walkRunbook(emptyWorld(runbook), runbook);
    expect(stop === undefined ? undefined : describeStop(stop)).toBeUndefined();
    expect(new Set(ran.map((line) => line.slice(0, line.indexOf(': '))))).toEqual(
      new Set(runbook.steps.map(stepLabel)),
    );
  });
});

/** Where a walk stops, as the walk names the step. */
const signInStep = (number: number) => `step ${number} of "${editorSignInHeading}"`;

describe('the walk stops where a first deploy would', () => {
  const account = stageSettings.staging.account;
  const profile = '--profile fernly-staging-admin';
  const domain = 'staging.fernly.example';
  it.each<[string, Runbook, string, string, Checkout?]>([
    [
      'bootstrapping before the keys exist',
      bootstrapFirst(),
      'step 6',
      `needs the managed policy arn:aws:iam::${account}:policy/fernly-staging-cfn-execution (a policy of cdk-fernlystg-cfn-exec-role-${account}-eu-west-2)`,
    ],
    [
      'a boundary that does not exist',
      rewritten(
        '--custom-permissions-boundary fernly-staging-cfn-execution-boundary',
        '--custom-permissions-boundary fernly-staging-boundary',
      ),
      'step 7',
      `needs the managed policy arn:aws:iam::${account}:policy/fernly-staging-boundary (the permissions boundary of cdk-fernlystg-cfn-exec-role-${account}-eu-west-2)`,
    ],
    [
      'a certificate for a name the distribution does not use',
      rewritten('--domain-name staging.fernly.example', '--domain-name www.staging.fernly.example'),
      'step 11',
      "to cover staging.fernly.example (the distribution's aliases); it was requested for www.staging.fernly.example",
    ],
    [
      'no wait for the certificate’s validation',
      rewritten(
        '`aws acm wait certificate-validated --region us-east-1 --certificate-arn <arn> --profile fernly-staging-admin`',
        'it',
      ),
      'step 11',
      'issued (it is pending validation)',
    ],
    [
      'a command the model does not know',
      rewritten('`aws sesv2 get-account --query', '`aws sesv2 get-account-details --query'),
      'step 12',
      'runs aws sesv2 get-account-details, which the model does not know',
    ],
    [
      'no subject template for the repository',
      rewritten("`echo '<the JSON above>' | gh api -X PUT", '`gh api -X GET'),
      'step 11',
      'has its deploy job refused by fernly-deploy-staging, which does not trust the subject repo:fernly/website:environment:staging',
    ],
    [
      'environments that deploy from any branch',
      rewritten(
        'gh api -X POST repos/<owner>/<repo>/environments/staging/deployment-branch-policies -f name=main -f type=branch\n',
        '',
      ),
      'step 11',
      'runs the deploy job in staging, which does not deploy from main only',
    ],
    [
      'a variable left out',
      rewritten('   gh variable set DOMAIN_NAME --env staging-diff --body staging.fernly.example\n', ''),
      'step 11',
      'domainName',
    ],
    [
      'a proof run with the default credentials',
      rewritten(`--region us-east-1 ${profile}\``, '--region us-east-1`'),
      'step 7',
      'runs with the default AWS credentials',
    ],
    [
      'the quota asked for too low',
      rewritten('must be 114 or more', 'must be 110 or more'),
      'step 11',
      'the quota of 110 an earlier step asked for would leave 96 unreserved',
    ],
    [
      'a certificate without the editor’s name',
      rewritten(` --subject-alternative-names admin.${domain}`, ''),
      'step 11',
      `to cover admin.${domain} (the distribution's aliases); it was requested for ${domain}`,
    ],
    [
      'a certificate whose validation records nobody read',
      rewritten(
        `(\`aws acm describe-certificate --region us-east-1 --certificate-arn <arn> --query Certificate.DomainValidationOptions ${profile}\`)`,
        '(in the console)',
      ),
      'step 3',
      'waits forever: no earlier command showed the records that validate it',
    ],
    [
      'a ruleset requiring a check no workflow runs',
      readRunbook(deployingDoc()),
      'step 9',
      'requires the check lint, which no job of .github/workflows/ reports on every pull request to main (they report content-only, test)',
      checkoutChanging(
        '.github/rulesets/main.json',
        '{ "context": "test", "integration_id": 15368 }',
        '{ "context": "lint", "integration_id": 15368 }',
      ),
    ],
    [
      'a required check whose workflow runs only on a push',
      readRunbook(deployingDoc()),
      'step 9',
      'requires the check content-only, which no job of .github/workflows/ reports on every pull request to main (they report test)',
      checkoutChanging('.github/workflows/content-only.yml', '\n  pull_request:\n', '\n  push:\n'),
    ],
    [
      'a ruleset that lets main be deleted',
      readRunbook(deployingDoc()),
      'step 9',
      'without the deletion the step says it lists',
      checkoutChanging('.github/rulesets/main.json', '    { "type": "deletion" },\n', ''),
    ],
    [
      'CODEOWNERS naming a team no step makes',
      readRunbook(deployingDoc()),
      'step 9',
      'make sure @fernly/engineers exists, is visible and has write access to the repository',
      checkoutChanging(
        '.github/CODEOWNERS',
        '*           @fernly/developers',
        '*           @fernly/engineers',
      ),
    ],
    [
      'a team made secret',
      rewritten(' -f name=developers -f privacy=closed', ' -f name=developers'),
      'step 9',
      'make sure @fernly/developers exists, is visible and has write access to the repository',
    ],
    [
      'the editor’s secret filled before the stack exists',
      signInAfter(10),
      signInStep(3),
      'reads the stack Fernly-staging in eu-west-2, which no earlier step deployed',
    ],
    [
      'an app whose callback is on the site’s origin',
      rewritten(
        'URL `https://admin.<domain>/api/cms-auth/callback`',
        'URL `https://<domain>/api/cms-auth/callback`',
      ),
      signInStep(4),
      `the helper's redirect URI https://admin.${domain}/api/cms-auth/callback is not the app's callback URL https://${domain}/api/cms-auth/callback`,
    ],
    [
      'an app whose user tokens do not expire',
      rewritten('"Expire user authorization tokens" on', '"Expire user authorization tokens" off'),
      signInStep(4),
      'is not a GitHub App whose user tokens expire',
    ],
  ])('%s', async (_change, runbook, step, reason, checkout) => {
    const { stop } = await walkRunbook(emptyWorld(runbook, checkout), runbook);
    expect(stop === undefined ? undefined : stepLabel(stop.step)).toBe(step);
    expect(stop?.reason).toContain(reason);
  });
});

describe('the editor’s GitHub sign-in', () => {
  it('needs the first deploy, step 11, and nothing after it', async () => {
    const runbook = signInAfter(11);
    const { stop } = await walkRunbook(emptyWorld(runbook), runbook);
    expect(stop === undefined ? undefined : describeStop(stop)).toBeUndefined();
  });
});

describe('the Lambda quota step 2 asks for', () => {
  it(
    'is what the stage’s functions reserve in their templates, plus the 100 Lambda keeps unreserved',
    async () => {
      // Staging as the pipeline synthesizes it, once per run, its DeployAccess stack included.
      const { assembly } = await synthesizedStage('staging');
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
    },
    stackBuildTimeoutMs,
  );
});
