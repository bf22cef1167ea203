// Walks the runbook (runbook-document.ts) in order on the empty account: what each step says to do
// by hand in GitHub (github-by-hand.ts), then each of its commands, its `<placeholders>` filled with
// what the engineer has by then, run by the model of its program (aws-commands.ts,
// github-commands.ts, npm-commands.ts). The walk stops at the first command or action that cannot
// do what it says, naming what it needs that no earlier step made; a step without a command or an
// action, or a command, flag or placeholder the model does not know, stops it too.
import { runAws } from './aws-commands.ts';
import { RunbookFailure } from './empty-account.ts';
import { doByHand, fileWrittenByHand } from './github-by-hand.ts';
import { runGh } from './github-commands.ts';
import { runNpm } from './npm-commands.ts';
import {
  firstDeployHeading,
  type Runbook,
  type RunbookCommand,
  type RunbookStep,
} from './runbook-document.ts';
import type { RunbookWorld } from './runbook-world.ts';

/** A step as the walk names it: `step 6`, or `step 3 of "<its section>"` outside the first deploy's. */
export const stepLabel = ({ section, number }: RunbookStep): string =>
  section === firstDeployHeading ? `step ${number}` : `step ${number} of "${section}"`;

/** Every `<placeholder>` of a command replaced by what the engineer has at hand by then. */
function filledIn(world: RunbookWorld, step: RunbookStep, words: readonly string[]): string[] {
  const regionOf = () => {
    const at = words.indexOf('--region');
    return at >= 0 ? (words[at + 1] ?? '') : world.prerequisites.profile?.region;
  };
  const latest = <T>(items: readonly T[], what: string): T => {
    const found = items.at(-1);
    if (found === undefined) throw new RunbookFailure(`uses ${what}, which no earlier step made`);
    return found;
  };
  return words.map((word, index) =>
    word.replaceAll(/<([^>]+)>(?:\/<repo>)?/g, (placeholder, name: string) => {
      // What the placeholder is the value of: its flag, its `-c` key or the variable it sets.
      const slot = word.startsWith('certificateArn=')
        ? 'certificateArn'
        : words[index - 1] === '--body'
          ? (words[words.indexOf('set') + 1] ?? '')
          : (words[index - 1] ?? '');
      if (placeholder === '<owner>/<repo>' || name === 'owner') {
        if (!world.prerequisites.githubAdmin)
          throw new RunbookFailure('names a repository "You need:" does not');
        return placeholder === '<owner>/<repo>' ? world.github.name : world.github.owner;
      }
      if (name === 'id' && word.includes('/rulesets/<id>')) {
        if (!world.github.rulesetIdsShown)
          throw new RunbookFailure('uses a ruleset’s <id>, which no earlier command listed');
        return String(latest(world.github.rulesets, 'a ruleset').id);
      }
      if (name === 'the ARN') return latest(world.shown, 'an ARN an earlier command showed');
      if (name === 'file') return fileWrittenByHand(world, step);
      if (name === 'the app slug') return latest([...world.github.apps.keys()], 'a GitHub App');
      if (name === 'account') {
        if (!world.accountIdShown)
          throw new RunbookFailure(
            'uses <account>, which no earlier step showed (aws sts get-caller-identity)',
          );
        return world.account.id;
      }
      if (name === 'the JSON above') return latest(step.jsonBlocks, 'a JSON block of the step');
      if (name === 'zone id') return latest(world.account.zones, 'a hosted zone').id;
      if (name === 'arn' && ['--certificate-arn', 'certificateArn', 'CERTIFICATE_ARN'].includes(slot)) {
        // CloudFront reads certificates in us-east-1 only.
        const region = slot === '--certificate-arn' ? regionOf() : 'us-east-1';
        return latest(
          world.account.certificates.filter((certificate) => certificate.region === region),
          `a certificate in ${region}`,
        ).arn;
      }
      const topic = /^([a-z]{2}-[a-z]+-\d) topic$/.exec(name)?.[1];
      if (topic !== undefined)
        return latest(
          [...world.account.topics].filter((arn) => arn.split(':')[3] === topic),
          `an SNS topic in ${topic}`,
        );
      if (name === 'an alarm of the stack') {
        const region = regionOf();
        return latest(
          [...world.account.stacks.values()]
            .filter((stack) => stack.region === region)
            .flatMap((stack) => stack.alarms),
          `an alarm of a stack in ${region}`,
        );
      }
      throw new RunbookFailure(`has the placeholder ${placeholder}, which the model does not know`);
    }),
  );
}

/** Runs one command of `step`: a pipeline `echo '<text>' | <command>` gives the text as input. */
async function runCommand(world: RunbookWorld, step: RunbookStep, command: RunbookCommand): Promise<void> {
  const [first, second, ...more] = command.pipeline.map((words) => filledIn(world, step, words));
  if (first === undefined || more.length > 0)
    throw new RunbookFailure('is not a command or a two-part pipeline');
  const [program, ...rest] = second === undefined ? first : second;
  let input: string | undefined;
  if (second !== undefined) {
    if (first[0] !== 'echo' || first.length !== 2)
      throw new RunbookFailure('pipes from something other than echo');
    input = first[1];
  }
  if (program === 'aws' && input === undefined) runAws(world, step, rest);
  else if (program === 'gh') await runGh(world, step, rest, input);
  else if (program === 'npm' && input === undefined) await runNpm(world, rest);
  else
    throw new RunbookFailure(
      `runs ${program ?? 'nothing'}${input === undefined ? '' : ' with input'}, which the model does not know`,
    );
}

/** The step and command a walk stopped at, with why. */
interface WalkStop {
  readonly step: RunbookStep;
  readonly command: RunbookCommand | undefined;
  readonly reason: string;
}

/** Walks every step in order; where it stops, and what it ran before. */
export async function walkRunbook(
  world: RunbookWorld,
  runbook: Runbook,
): Promise<{ readonly ran: readonly string[]; readonly stop?: WalkStop }> {
  const ran: string[] = [];
  for (const step of runbook.steps) {
    let done: string[];
    try {
      done = await doByHand(world, step);
    } catch (error) {
      if (!(error instanceof RunbookFailure)) throw error;
      return { ran, stop: { step, command: undefined, reason: error.message } };
    }
    ran.push(...done.map((action) => `${stepLabel(step)}: by hand, ${action}`));
    if (step.commands.length === 0 && done.length === 0)
      return {
        ran,
        stop: { step, command: undefined, reason: 'gives no command or action the model can walk' },
      };
    for (const command of step.commands) {
      try {
        await runCommand(world, step, command);
        ran.push(`${stepLabel(step)}: ${command.text}`);
      } catch (error) {
        if (!(error instanceof RunbookFailure)) throw error;
        return { ran, stop: { step, command, reason: error.message } };
      }
    }
  }
  return { ran };
}

/** A stop as one line: `step 6, "<title>" (<command>), needs …`. */
export function describeStop({ step, command, reason }: WalkStop): string {
  return `${stepLabel(step)}, "${step.title}"${command === undefined ? '' : ` (${command.text})`}, ${reason}`;
}
