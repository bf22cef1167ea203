// The `gh` commands of the runbook on the repository's and its organization's settings (what a
// ruleset and CODEOWNERS need is in github-rulesets.ts), and `gh workflow run`, which runs the
// deploy workflows' jobs for the runbook's stage as GitHub would: each job in its environment
// (which must exist and deploy from main only), the synth job's command read from
// deploy-stage.yml with the environment's variables, the diff and deploy jobs with the role their
// variables name, assumed with the OIDC subject GitHub issues under the repository's template,
// each running npm run deploy's own code against the model (npm-commands.ts).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { deployWorkflowPath } from '../deploy-access-stack.ts';
import { parseStage } from '../stage.ts';
import { RunbookFailure, sentJson } from './empty-account.ts';
import { issuedSubject, subjectTemplateSchema } from './github-oidc-subject.ts';
import { codeOwnersErrors, readBranchRules, rulesetNeeds } from './github-rulesets.ts';
import { runDeploy } from './npm-commands.ts';
import type { RunbookStep } from './runbook-document.ts';
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

/** The JSON sent as `schema` reads it, or the walk stops saying GitHub would refuse it. */
function input<T>(schema: z.ZodType<T>, text: string): T {
  const parsed = schema.safeParse(sentJson(text, 'a setting'));
  if (!parsed.success)
    throw new RunbookFailure(`sends ${text}, which GitHub would refuse: ${parsed.error.message}`);
  return parsed.data;
}

/** One `gh api` call: its method, its address under the repository or organization, and its input. */
interface ApiCall {
  readonly method: string;
  readonly resource: string;
  /** `-f key=value` fields. */
  readonly fields: ReadonlyMap<string, string>;
  /** The text sent with `--input`: piped in (`-`) or a file of the checkout. */
  readonly body: () => string;
  /** The `--jq` filter of what it shows. */
  readonly jq: string | undefined;
}

/** `repos/<owner>/<repo>/…`: the subject template, environments, rulesets and CODEOWNERS. */
function repositoryApi(
  world: RunbookWorld,
  step: RunbookStep,
  { method, resource, fields, body }: ApiCall,
): void {
  const { github } = world;
  const environment = /^environments\/([\w-]+)(\/deployment-branch-policies)?$/.exec(resource);
  const ruleset = /^rulesets(?:\/(\d+))?$/.exec(resource);
  const branchRules = /^rules\/branches\/([\w.-]+)$/.exec(resource);
  if (resource === 'actions/oidc/customization/sub') {
    if (method === 'GET') return;
    if (method !== 'PUT') throw new RunbookFailure(`calls ${method} on the subject template`);
    github.subjectClaims = input(subjectTemplateSchema, body()).include_claim_keys;
  } else if (environment !== null && environment[2] === undefined && method === 'PUT') {
    const name = environment[1] ?? '';
    const settings = input(environmentSettingsSchema, body());
    const existing = github.environments.get(name);
    github.environments.set(name, {
      name,
      customBranchPolicies: settings.deployment_branch_policy?.custom_branch_policies === true,
      reviewers: (settings.reviewers ?? []).length > 0,
      branches: existing?.branches ?? new Set<string>(),
      variables: existing?.variables ?? new Map<string, string>(),
    });
  } else if (environment !== null && environment[2] !== undefined && method === 'POST') {
    const target = github.environment(environment[1] ?? '', 'the environment whose branches it limits');
    if (!target.customBranchPolicies || fields.get('type') !== 'branch')
      throw new RunbookFailure(
        `adds a branch rule to ${target.name}, which takes none (custom_branch_policies)`,
      );
    target.branches.add(fields.get('name') ?? '');
  } else if (ruleset !== null && ruleset[1] === undefined && method === 'POST') {
    const made = rulesetNeeds(body(), Number(world.nextId(6)), world.checkout, github);
    if (github.rulesets.some(({ name }) => name === made.name))
      throw new RunbookFailure(
        `makes the ruleset ${made.name}, which exists already: GitHub refuses the name`,
      );
    github.rulesets.push(made);
  } else if (ruleset !== null && ruleset[1] === undefined && method === 'GET') {
    github.rulesetIdsShown = true;
  } else if (ruleset !== null && method === 'PUT') {
    const at = github.rulesets.findIndex(({ id }) => String(id) === ruleset[1]);
    if (at < 0) throw new RunbookFailure(`changes the ruleset ${ruleset[1] ?? ''}, which does not exist`);
    github.rulesets[at] = rulesetNeeds(body(), Number(ruleset[1]), world.checkout, github);
  } else if (branchRules !== null && method === 'GET') {
    readBranchRules(github, branchRules[1] ?? '', step);
  } else if (resource === 'codeowners/errors' && method === 'GET') {
    const errors = codeOwnersErrors(world.checkout, github);
    if (errors === undefined) throw new RunbookFailure('answers 404: the repository has no CODEOWNERS');
    if (errors.length > 0) throw new RunbookFailure(`answers errors: ${errors.join('; ')}`);
  } else throw new RunbookFailure(`calls ${method} ${resource}, which the model does not know`);
}

/** GitHub's words for the permissions a team may have on a repository. */
const teamPermissions = ['pull', 'triage', 'push', 'maintain', 'admin'];

/** What an installation list's `--jq` filter selects: `select(.app_slug == "<slug>")`. */
const selectedApp = (jq: string | undefined) => /select\(\.app_slug == "([^"]+)"\)/.exec(jq ?? '')?.[1];

/** What a step says a read-back shows: `"repository_selection": "selected"` and "exactly `x: y`, …". */
function expectedInstallation(step: RunbookStep): { selection: string; permissions: string[] } {
  const selection = /`"repository_selection": "(\w+)"`/.exec(step.text)?.[1];
  const exactly = /exactly ([^.]+)\./.exec(step.text)?.[1] ?? '';
  const permissions = [...exactly.matchAll(/`([a-z_]+: [a-z]+)`/g)].map((match) => match[1] ?? '');
  if (selection === undefined || permissions.length === 0)
    throw new RunbookFailure('reads an installation back, but the step says nothing to compare it with');
  return { selection, permissions };
}

/** `orgs/<owner>/…`: the organization's teams and its apps' installations. */
function organizationApi(
  world: RunbookWorld,
  step: RunbookStep,
  { method, resource, fields, jq }: ApiCall,
): void {
  const { github, prerequisites } = world;
  const teamRepository = /^teams\/([\w-]+)\/repos\/(.+)$/.exec(resource);
  if (resource === 'teams' && method === 'POST') {
    if (!prerequisites.organizationMember && !prerequisites.organizationOwner)
      throw new RunbookFailure(
        `makes a team of ${github.owner}, which only its members may, and "You need:" names no membership`,
      );
    const name = fields.get('name');
    if (name === undefined) throw new RunbookFailure('makes a team with no name');
    const privacy = fields.get('privacy') ?? 'secret';
    if (privacy !== 'secret' && privacy !== 'closed')
      throw new RunbookFailure(`makes a team whose privacy is ${privacy}, which GitHub refuses`);
    const slug = name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
    if (github.teams.has(slug)) throw new RunbookFailure(`makes the team ${slug}, which exists already`);
    github.teams.set(slug, { privacy, repositories: new Map() });
  } else if (teamRepository !== null && method === 'PUT') {
    const [, slug = '', repository = ''] = teamRepository;
    const team = github.teams.get(slug);
    if (team === undefined)
      throw new RunbookFailure(
        `gives the team ${github.owner}/${slug} a repository, and no earlier step made it`,
      );
    if (repository !== github.name)
      throw new RunbookFailure(`gives the team ${slug} ${repository}, not the repository`);
    const permission = fields.get('permission') ?? 'push';
    if (!teamPermissions.includes(permission))
      throw new RunbookFailure(`gives the team the permission ${permission}, which GitHub does not know`);
    team.repositories.set(repository, permission);
  } else if (resource === 'installations' && method === 'GET') {
    if (!prerequisites.organizationOwner)
      throw new RunbookFailure(
        `lists the installations of ${github.owner}, which only an owner may, and "You need:" names none`,
      );
    const slug = selectedApp(jq);
    const installation = github.installation(slug ?? '');
    if (installation === undefined)
      throw new RunbookFailure(`shows nothing: ${slug ?? 'no app'} is installed on nothing yet`);
    const shown = Object.entries(installation.permissions)
      .map(([name, level]) => `${name}: ${level}`)
      .sort();
    const expected = expectedInstallation(step);
    if (expected.selection !== 'selected' || shown.join() !== [...expected.permissions].sort().join())
      throw new RunbookFailure(
        `shows "repository_selection": "selected" and ${shown.join(', ')}, where the step expects "${expected.selection}" and ${expected.permissions.join(', ')}`,
      );
  } else
    throw new RunbookFailure(
      `calls ${method} orgs/${github.owner}/${resource}, which the model does not know`,
    );
}

/** `gh api [-X <method>] repos/<owner>/<repo>/…|orgs/<owner>/… [--input -|<file>] [-f key=value…] [--jq …]`. */
function runApi(
  world: RunbookWorld,
  step: RunbookStep,
  words: readonly string[],
  piped: string | undefined,
): void {
  const flags = new Flags(words).only(['-X', '--input', '-f', '--jq']);
  const method = flags.one('-X') ?? 'GET';
  const [path, ...others] = flags.positional;
  const fields = new Map<string, string>(
    flags.all('-f').map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)]),
  );
  const inputFile = flags.one('--input');
  if (method !== 'GET' && inputFile === undefined && fields.size === 0)
    throw new RunbookFailure('changes a setting with no input');
  const body = () => {
    if (inputFile === '-') {
      if (piped === undefined) throw new RunbookFailure('sends --input - with nothing piped in');
      return piped;
    }
    if (!world.prerequisites.checkout)
      throw new RunbookFailure(`sends ${inputFile ?? 'nothing'} from a checkout "You need:" does not name`);
    const text = world.checkout.read(inputFile ?? '');
    if (text === undefined)
      throw new RunbookFailure(`sends ${inputFile ?? 'nothing'}, which the checkout does not have`);
    return text;
  };
  const repositoryPrefix = `repos/${world.github.name}/`;
  const organizationPrefix = `orgs/${world.github.owner}/`;
  if (path === undefined || others.length > 0)
    throw new RunbookFailure(`calls ${path ?? 'nothing'}, not one address`);
  const call = (prefix: string) => ({
    method,
    resource: path.slice(prefix.length),
    fields,
    body,
    jq: flags.one('--jq'),
  });
  if (path.startsWith(repositoryPrefix)) repositoryApi(world, step, call(repositoryPrefix));
  else if (path.startsWith(organizationPrefix)) organizationApi(world, step, call(organizationPrefix));
  else throw new RunbookFailure(`calls ${path}, not an address of the repository or its organization`);
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
  step: RunbookStep,
  words: readonly string[],
  input: string | undefined,
): Promise<void> {
  if (!world.prerequisites.githubAdmin)
    throw new RunbookFailure('needs admin rights on the repository, which "You need:" does not name');
  const [command, subcommand, ...rest] = words;
  if (command === 'api') {
    runApi(world, step, [subcommand ?? '', ...rest], input);
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
