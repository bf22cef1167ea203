// The `gh` commands of the runbook on the repository's settings, and `gh workflow run`, which runs
// the deploy workflows' jobs for the runbook's stage as GitHub would: each job in its environment
// (which must exist and deploy from main only), the synth job's command read from
// deploy-stage.yml with the environment's variables, the diff and deploy jobs with the role their
// variables name, assumed with the OIDC subject GitHub issues under the repository's template,
// each running npm run deploy's own code against the model (npm-commands.ts).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { deployWorkflowPath } from '../deploy-access-stack.ts';
import { parseStage } from '../stage.ts';
import { RunbookFailure } from './empty-account.ts';
import { issuedSubject, subjectTemplateSchema } from './github-oidc-subject.ts';
import { runDeploy } from './npm-commands.ts';
import { type Caller, Flags, type RunbookWorld } from './runbook-world.ts';
import { asList, valueAt } from './template-query.ts';
import { deployArguments, stepWords } from './workflow-steps.ts';

const githubOidcIssuer = 'token.actions.githubusercontent.com';

const environmentSettingsSchema = z
  .object({
    deployment_branch_policy: z
      .object({ protected_branches: z.boolean(), custom_branch_policies: z.boolean() })
      .nullable()
      .optional(),
    reviewers: z.array(z.object({ type: z.enum(['User', 'Team']), id: z.number() })).optional(),
  })
  .strict();

/** The piped-in JSON as `schema` reads it, or the walk stops saying GitHub would refuse it. */
function input<T>(schema: z.ZodType<T>, text: string | undefined): T {
  if (text === undefined) throw new RunbookFailure('sends --input - with nothing piped in');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RunbookFailure(`sends text that is not JSON: ${text}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new RunbookFailure(`sends ${text}, which GitHub would refuse: ${parsed.error.message}`);
  return parsed.data;
}

/** `gh api [-X <method>] repos/<owner>/<repo>/… [--input -] [-f key=value…]`. */
function runApi(world: RunbookWorld, words: readonly string[], piped: string | undefined): void {
  const flags = new Flags(words).only(['-X', '--input', '-f']);
  const method = flags.one('-X') ?? 'GET';
  const [path, ...others] = flags.positional;
  const prefix = `repos/${world.github.name}/`;
  if (path?.startsWith(prefix) !== true || others.length > 0)
    throw new RunbookFailure(`calls ${path ?? 'nothing'}, not an address of the repository`);
  const resource = path.slice(prefix.length);
  if (method !== 'GET' && flags.one('--input') !== '-' && flags.all('-f').length === 0)
    throw new RunbookFailure('changes a setting with no input');
  const environment = /^environments\/([\w-]+)(\/deployment-branch-policies)?$/.exec(resource);
  if (resource === 'actions/oidc/customization/sub') {
    if (method === 'GET') return;
    if (method !== 'PUT') throw new RunbookFailure(`calls ${method} on the subject template`);
    world.github.subjectClaims = input(subjectTemplateSchema, piped).include_claim_keys;
  } else if (environment !== null && environment[2] === undefined && method === 'PUT') {
    const name = environment[1] ?? '';
    const settings = input(environmentSettingsSchema, piped);
    const existing = world.github.environments.get(name);
    world.github.environments.set(name, {
      name,
      customBranchPolicies: settings.deployment_branch_policy?.custom_branch_policies === true,
      reviewers: (settings.reviewers ?? []).length > 0,
      branches: existing?.branches ?? new Set<string>(),
      variables: existing?.variables ?? new Map<string, string>(),
    });
  } else if (environment !== null && environment[2] !== undefined && method === 'POST') {
    const target = world.github.environment(environment[1] ?? '', 'the environment whose branches it limits');
    const fields = new Map<string, string>(
      flags
        .all('-f')
        .map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)]),
    );
    if (!target.customBranchPolicies || fields.get('type') !== 'branch')
      throw new RunbookFailure(
        `adds a branch rule to ${target.name}, which takes none (custom_branch_policies)`,
      );
    target.branches.add(fields.get('name') ?? '');
  } else throw new RunbookFailure(`calls ${method} ${resource}, which the model does not know`);
}

/** The role a job assumes with its OIDC token: it must exist and trust exactly that token. */
function assumeWithWebIdentity(world: RunbookWorld, job: string, roleArn: string, environment: string): void {
  const role = [...world.account.roles.values()].find(({ arn }) => arn === roleArn);
  if (role === undefined)
    throw new RunbookFailure(`has its ${job} job assume ${roleArn || 'no role'}, which no earlier step made`);
  let subject: string;
  try {
    subject = issuedSubject(world.github.subjectClaims, world.github.name, environment);
  } catch (error) {
    throw new RunbookFailure(`sets ${error instanceof Error ? error.message : String(error)}`);
  }
  const trusted = asList(valueAt(role.trust, 'Statement')).some((statement) => {
    const provider = valueAt(statement, 'Principal', 'Federated');
    const conditions = valueAt(statement, 'Condition', 'StringEquals');
    return (
      valueAt(statement, 'Action') === 'sts:AssumeRoleWithWebIdentity' &&
      typeof provider === 'string' &&
      world.account.oidcProviders.has(provider) &&
      provider.endsWith(`oidc-provider/${githubOidcIssuer}`) &&
      valueAt(conditions, `${githubOidcIssuer}:aud`) === 'sts.amazonaws.com' &&
      valueAt(conditions, `${githubOidcIssuer}:sub`) === subject
    );
  });
  if (!trusted)
    throw new RunbookFailure(
      `has its ${job} job refused by ${role.name}, which does not trust the subject ${subject}`,
    );
}

const workflowJobSchema = z.object({
  uses: z.string().optional(),
  with: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
  if: z.union([z.string(), z.boolean()]).optional(),
  environment: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  steps: z
    .array(z.object({ uses: z.string().optional(), with: z.record(z.string(), z.unknown()).optional() }))
    .optional(),
});
const workflowSchema = z.object({
  on: z.record(z.string(), z.unknown()),
  jobs: z.record(z.string(), workflowJobSchema),
});
const workflowText = (file: string) =>
  readFileSync(new URL(`../../.github/workflows/${file}`, import.meta.url), 'utf8');
const workflow = (file: string) => workflowSchema.parse(parse(workflowText(file)));

/** The workflow's `${{ inputs.x }}` and `${{ vars.X }}` in a value, filled in. */
function expressionsFilled(
  value: string,
  values: { inputs: Record<string, string>; vars: Record<string, string> },
): string {
  return value.replaceAll(
    /\$\{\{\s*(inputs|vars)\.(\w+)\s*\}\}/g,
    (_match, kind: 'inputs' | 'vars', name: string) => values[kind][name] ?? '',
  );
}

/** Runs deploy.yml's jobs for the runbook's stage, on main, as GitHub would. */
async function runDeployWorkflow(world: RunbookWorld, file: string, ref: string): Promise<void> {
  const deploy = workflow(file);
  if (!('workflow_dispatch' in deploy.on))
    throw new RunbookFailure(`runs ${file}, which cannot be run by hand`);
  if (ref !== 'main') throw new RunbookFailure(`runs ${file} on ${ref}, where it deploys nothing`);
  const stage = world.stage;
  if (stage === undefined) throw new RunbookFailure('runs the pipeline before any step named the stage');
  const caller = Object.values(deploy.jobs).find((job) => job.with?.stage === stage);
  if (caller?.uses !== `./${deployWorkflowPath}`)
    throw new RunbookFailure(`runs ${file}, which has no job deploying ${stage} with ${deployWorkflowPath}`);
  const inputs = { stage, diff: String(caller.with?.diff ?? false) };
  const stageWorkflow = workflow('deploy-stage.yml');
  const names = [...workflowText('deploy-stage.yml').matchAll(/vars\.(\w+)/g)].map((match) => match[1] ?? '');
  for (const [id, job] of Object.entries(stageWorkflow.jobs)) {
    if (job.if === 'inputs.diff' && inputs.diff !== 'true') continue;
    const environmentName = typeof job.environment === 'object' ? job.environment.name : job.environment;
    const environment =
      environmentName === undefined
        ? undefined
        : world.github.environment(
            expressionsFilled(environmentName, { inputs, vars: {} }),
            `the ${id} job's`,
          );
    if (
      environment !== undefined &&
      (!environment.customBranchPolicies || [...environment.branches].join() !== 'main')
    )
      throw new RunbookFailure(
        `runs the ${id} job in ${environment.name}, which does not deploy from main only`,
      );
    if (environment?.name === stage && parseStage(stage).production && !environment.reviewers)
      throw new RunbookFailure(`runs the ${id} job in ${environment.name}, which has no required reviewers`);
    // GitHub gives an unset variable as the empty text.
    const vars = Object.fromEntries(names.map((name) => [name, environment?.variables.get(name) ?? '']));
    const credentials = job.steps?.find((step) =>
      step.uses?.startsWith('aws-actions/configure-aws-credentials@'),
    );
    let caller: Caller | undefined;
    if (credentials !== undefined) {
      if (environment === undefined)
        throw new RunbookFailure(`runs the ${id} job, which holds a role, in no environment`);
      const setting = (name: string) => {
        const value = credentials.with?.[name];
        return expressionsFilled(typeof value === 'string' ? value : '', { inputs, vars });
      };
      const roleArn = setting('role-to-assume');
      assumeWithWebIdentity(world, id, roleArn, environment.name);
      caller = { name: roleArn, region: setting('aws-region') };
    }
    // The smoke test calls the deployed site, and nothing in the account.
    if (id === 'smoke') continue;
    if (!['synth', 'diff', 'deploy'].includes(id))
      throw new RunbookFailure(`runs the job ${id}, which the model does not know`);
    const argv = deployArguments(
      stepWords('deploy-stage.yml', id, 'npm run --silent deploy', { inputs, vars }),
    );
    await runDeploy(world, argv, caller);
  }
}

/** Runs `gh <words>`, with `input` piped in. */
export async function runGh(
  world: RunbookWorld,
  words: readonly string[],
  input: string | undefined,
): Promise<void> {
  if (!world.prerequisites.githubAdmin)
    throw new RunbookFailure('needs admin rights on the repository, which "You need:" does not name');
  const [command, subcommand, ...rest] = words;
  if (command === 'api') {
    runApi(world, [subcommand ?? '', ...rest], input);
    return;
  }
  const flags = new Flags(rest);
  if (command === 'variable' && subcommand === 'set') {
    flags.only(['--env', '--body']);
    const [name] = flags.positional;
    const environment = world.github.environment(
      flags.required('--env'),
      'the environment whose variable it sets',
    );
    environment.variables.set(name ?? '', flags.required('--body'));
    return;
  }
  if (command === 'variable' && subcommand === 'list') {
    world.github.environment(
      flags.only(['--env']).required('--env'),
      'the environment whose variables it lists',
    );
    return;
  }
  if (command === 'workflow' && subcommand === 'run') {
    flags.only(['--ref']);
    return runDeployWorkflow(world, flags.positional[0] ?? '', flags.required('--ref'));
  }
  throw new RunbookFailure(`runs gh ${words.join(' ')}, which the model does not know`);
}
