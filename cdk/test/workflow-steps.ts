// Reads a step of the GitHub workflows as the runner would run it for a stage: the job's and the
// step's `env` filled from the stage's GitHub variables, then the step's command split into words
// the way bash splits it. Only the simple form the workflows use is read (words, quotes and
// "$NAME" expansions); anything else fails, so a test cannot misread a step it does not understand.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

const stepSchema = z.object({
  id: z.string().optional(),
  run: z.string().optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const jobSchema = z.object({
  env: z.record(z.string(), z.string()).optional(),
  steps: z.array(stepSchema).optional(),
});
const workflowSchema = z.object({ jobs: z.record(z.string(), jobSchema) });

const workflowsDir = new URL('../../.github/workflows/', import.meta.url);

/** The GitHub variables (`vars.*`) and the workflow's inputs a stage's run sees. */
export interface StageRun {
  readonly inputs: Readonly<Record<string, string>>;
  readonly vars: Readonly<Record<string, string>>;
}

/**
 * Each stage's account, bootstrap qualifier and addresses in the tests, an account per stage
 * (decision 0025). Staging's addresses are off the product's example domain, so a test can tell a
 * stage's addresses from the defaults the code falls back on (cdk/deploy-addresses.test.ts).
 */
export const stageSettings = {
  production: {
    account: '111111111111',
    qualifier: 'fernlyprd',
    domain: 'fernly.example',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    supportAddress: 'support@fernly.example',
    appOrigin: 'https://app.fernly.example',
  },
  staging: {
    account: '222222222222',
    qualifier: 'fernlystg',
    domain: 'fernly.org',
    hostedZoneId: 'Z1123456789ABCDEFGHIJ',
    supportAddress: 'support@fernly.org',
    appOrigin: 'https://app.fernly.org',
  },
} as const;

/** Representative values of each stage's GitHub variables (docs/deploying.md lists them). */
export function representativeRun(stage: keyof typeof stageSettings): StageRun {
  const { account, qualifier, domain, hostedZoneId, supportAddress, appOrigin } = stageSettings[stage];
  return {
    inputs: { stage },
    vars: {
      AWS_REGION: 'eu-west-2',
      AWS_DEPLOY_ROLE_ARN: `arn:aws:iam::${account}:role/fernly-deploy-${stage}`,
      AWS_DIFF_ROLE_ARN: `arn:aws:iam::${account}:role/fernly-diff-${stage}`,
      CDK_QUALIFIER: qualifier,
      DOMAIN_NAME: domain,
      CERTIFICATE_ARN: `arn:aws:acm:us-east-1:${account}:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789`,
      HOSTED_ZONE_ID: hostedZoneId,
      SENDER_ADDRESS: `no-reply@${domain}`,
      SUPPORT_ADDRESS: supportAddress,
      // Optional: unset, GitHub gives the empty text, and the weekly mail goes to the support inbox.
      OWNERS_ADDRESS: '',
      APP_ORIGIN: appOrigin,
      ALARM_TOPIC_ARN: `arn:aws:sns:eu-west-2:${account}:fernly-alarms`,
      EDGE_ALARM_TOPIC_ARN: `arn:aws:sns:us-east-1:${account}:fernly-alarms`,
    },
  };
}

/** The value of an `env` entry: its `${{ inputs.x }}` and `${{ vars.X }}` expressions filled in. */
function filled(value: string, run: StageRun): string {
  return value.replace(
    /\$\{\{\s*(inputs|vars)\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g,
    (_match, context, name) => {
      const values = context === 'inputs' ? run.inputs : run.vars;
      const found = typeof name === 'string' ? values[name] : undefined;
      if (found === undefined) throw new Error(`No value for ${String(context)}.${String(name)}`);
      return found;
    },
  );
}

/** Bash's words of a simple command, expanding "$NAME" and ${NAME} from `env`. */
function shellWords(command: string, env: Readonly<Record<string, string>>): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let index = 0;
  const expand = (quoted: boolean): string => {
    const match = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(command.slice(index));
    const name = match?.[1] ?? match?.[2];
    if (match === null || name === undefined) throw new Error(`Unsupported $ at ${index} of: ${command}`);
    if (!quoted) throw new Error(`Unquoted $${name} would be split into words: ${command}`);
    const value = env[name];
    if (value === undefined) throw new Error(`$${name} is not in the step's environment`);
    index += match[0].length;
    return value;
  };
  while (index < command.length) {
    const char = command[index] ?? '';
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      index += 1;
    } else if (char === "'") {
      const end = command.indexOf("'", index + 1);
      if (end < 0) throw new Error(`Unterminated ' in: ${command}`);
      word = (word ?? '') + command.slice(index + 1, end);
      index = end + 1;
    } else if (char === '"') {
      word ??= '';
      index += 1;
      while (command[index] !== '"') {
        if (index >= command.length) throw new Error(`Unterminated " in: ${command}`);
        if (command[index] === '$') word += expand(true);
        else if (command[index] === '\\' || command[index] === '`')
          throw new Error(`Unsupported in "": ${command}`);
        else {
          word += command[index] ?? '';
          index += 1;
        }
      }
      index += 1;
    } else if (char === '$') {
      word = (word ?? '') + expand(false);
    } else if (/[|&;<>()`\\*?[\]{}~#]/.test(char)) {
      throw new Error(`Not a simple command (${char}): ${command}`);
    } else {
      word = (word ?? '') + char;
      index += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * The words of the one step of `jobId` in `file` whose command starts with `commandStart`, for
 * `run` of a stage.
 */
export function stepWords(file: string, jobId: string, commandStart: string, run: StageRun): string[] {
  const workflow = workflowSchema.parse(parse(readFileSync(new URL(file, workflowsDir), 'utf8')));
  const job = workflow.jobs[jobId];
  if (job === undefined) throw new Error(`${file} has no job ${jobId}`);
  const steps = (job.steps ?? []).filter((step) => step.run?.startsWith(commandStart) === true);
  const [step, ...others] = steps;
  if (step?.run === undefined || others.length > 0) {
    throw new Error(`${file} ${jobId} has ${steps.length} steps running ${commandStart}, not one`);
  }
  const env = Object.fromEntries(
    Object.entries({ ...job.env, ...step.env }).map(([name, value]) => [name, filled(value, run)]),
  );
  return shellWords(step.run, env);
}

/** What a step passes to `npm run deploy`: the words after `--`. */
export function deployArguments(words: readonly string[]): string[] {
  const at = words.indexOf('--');
  if (words[0] !== 'npm' || !words.includes('deploy') || at < 0) {
    throw new Error(`Not an npm run deploy command: ${words.join(' ')}`);
  }
  return words.slice(at + 1);
}
