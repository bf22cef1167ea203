// The runbook as docs/deploying.md writes it: "First deploy of a stage: the runbook", then "The
// content editor's GitHub sign-in", which needs the stage deployed. Of each, what the engineer must
// bring (its "You need:" sentence) and its numbered steps, each with the commands it gives in the
// order it gives them. A command is a code span or a line of a `sh` block whose text is words
// (`npm run build`); a `json` block is data a command of the step sends. The walk in
// cdk/runbook.test.ts runs these, not a copy of them.
import { readFileSync } from 'node:fs';

export interface RunbookCommand {
  /** The command as the runbook writes it. */
  readonly text: string;
  /** Its pipeline: the words of each command joined by `|`. */
  readonly pipeline: readonly (readonly string[])[];
}

export interface RunbookStep {
  /** The heading of the section the step is numbered in. */
  readonly section: string;
  readonly number: number;
  readonly title: string;
  /** The step's prose with its code, as written. */
  readonly text: string;
  readonly commands: readonly RunbookCommand[];
  /** The contents of the step's `json` blocks, in order. */
  readonly jsonBlocks: readonly string[];
}

export interface Runbook {
  /** Each section's sentence that starts "You need:". */
  readonly prerequisites: readonly string[];
  /** The steps in the order they are walked: the first deploy's, then the editor's sign-in's. */
  readonly steps: readonly RunbookStep[];
}

export const firstDeployHeading = 'First deploy of a stage: the runbook';
export const editorSignInHeading = "The content editor's GitHub sign-in";

/** docs/deploying.md as it is in the repository. */
export const deployingDoc = (): string =>
  readFileSync(new URL('../../docs/deploying.md', import.meta.url), 'utf8');

/** The words of one command of a pipeline: quotes removed, `"$(…)"` kept as one word. */
function commandWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let index = 0; index < command.length; index += 1) {
    const char = command.charAt(index);
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'" || char === '"') {
      const end = command.indexOf(char, index + 1);
      if (end < 0) throw new Error(`Unterminated ${char} in: ${command}`);
      word = (word ?? '') + command.slice(index + 1, end);
      index = end;
    } else if (/[&;<>`\\]/.test(char) && !/^<[^>]+>/.test(command.slice(index))) {
      throw new Error(`Not a simple command (${char}): ${command}`);
    } else if (char === '<') {
      // A placeholder the engineer replaces, <account> or <the JSON above>: part of the word.
      const end = command.indexOf('>', index);
      word = (word ?? '') + command.slice(index, end + 1);
      index = end;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The pipeline a command line is: its commands split at each `|` outside quotes. */
function pipelineOf(text: string): string[][] {
  const parts: string[] = [];
  let start = 0;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '|') {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map(commandWords);
}

/** A code span's text is a command when it is words starting with a program's name. */
const isCommand = (code: string): boolean => /^[a-z][a-z0-9-]*\s+\S/.test(code.trim());

/** The commands and `json` blocks of a step's text, in the order they appear. */
function stepContents(text: string): { commands: RunbookCommand[]; jsonBlocks: string[] } {
  const commands: RunbookCommand[] = [];
  const jsonBlocks: string[] = [];
  const lines = text.split('\n');
  let prose: string[] = [];
  const takeProse = () => {
    const joined = prose.join('\n');
    for (const span of joined.matchAll(/`([^`]+)`/g)) {
      const code = span[1] ?? '';
      if (isCommand(code)) commands.push({ text: code, pipeline: pipelineOf(code) });
    }
    prose = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^\s*```(\w*)\s*$/.exec(lines[index] ?? '');
    if (fence === null) {
      prose.push(lines[index] ?? '');
      continue;
    }
    takeProse();
    const end = lines.findIndex((line, at) => at > index && /^\s*```\s*$/.test(line));
    if (end < 0) throw new Error(`An unclosed code block in: ${text}`);
    const block = lines.slice(index + 1, end).map((line) => line.trim());
    if (fence[1] === 'json') jsonBlocks.push(block.join('\n'));
    else if (fence[1] === 'sh')
      for (const line of block.filter((candidate) => candidate !== ''))
        commands.push({ text: line, pipeline: pipelineOf(line) });
    else throw new Error(`A ${fence[1] === '' ? 'plain' : fence[1]} code block in a runbook step`);
    index = end;
  }
  takeProse();
  return { commands, jsonBlocks };
}

/** The sentence starting "You need:", to its first full stop outside code and parentheses. */
function prerequisitesSentence(section: string): string {
  const start = section.indexOf('You need:');
  if (start < 0) throw new Error('The runbook has no "You need:" sentence');
  let depth = 0;
  let inCode = false;
  for (let index = start; index < section.length; index += 1) {
    const char = section.charAt(index);
    if (char === '`') inCode = !inCode;
    else if (!inCode && char === '(') depth += 1;
    else if (!inCode && char === ')') depth -= 1;
    else if (!inCode && depth === 0 && char === '.' && /\s/.test(section.charAt(index + 1)))
      return section.slice(start, index + 1).replaceAll(/\s+/g, ' ');
  }
  throw new Error('The "You need:" sentence does not end');
}

/** The section of a deploying.md text under `## <heading>`: its "You need:" and its numbered steps. */
function readSection(markdown: string, heading: string): { prerequisites: string; steps: RunbookStep[] } {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/deploying.md has no "## ${heading}"`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const stepStarts = [...section.matchAll(/^(\d+)\. \*\*(.+?)\*\*/gm)];
  const steps = stepStarts.map((match, index) => {
    const next = stepStarts[index + 1];
    const [first, ...rest] = section.slice(match.index, next?.index).split('\n');
    // A list item goes on in indented lines; the first line at the margin is the section's again.
    const end = rest.findIndex((line) => /^\S/.test(line));
    const text = [first, ...(end < 0 ? rest : rest.slice(0, end))].join('\n').trimEnd();
    return {
      section: heading,
      number: Number(match[1]),
      title: (match[2] ?? '').replace(/[.:]$/, ''),
      text,
      ...stepContents(text),
    };
  });
  steps.forEach((step, index) => {
    if (step.number !== index + 1)
      throw new Error(`Step ${step.number} of "${heading}" is numbered out of order`);
  });
  return { prerequisites: prerequisitesSentence(section.slice(0, stepStarts[0]?.index)), steps };
}

/** The runbook of a deploying.md text: the first deploy, then the editor's sign-in. */
export function readRunbook(markdown: string): Runbook {
  const sections = [firstDeployHeading, editorSignInHeading].map((heading) => readSection(markdown, heading));
  return {
    prerequisites: sections.map(({ prerequisites }) => prerequisites),
    steps: sections.flatMap(({ steps }) => steps),
  };
}
