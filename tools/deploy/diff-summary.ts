// What `npm run deploy -- --diff` writes into the workflow run's summary, which production's
// approver reads before approving. The diff's text comes from templates and deployed stacks, so
// it is shown as text and nothing else: each stack's diff in a code fence longer than any run of
// backticks in it (no line of the diff can close the fence and write Markdown or HTML of its own
// into the page), and in the job's log between stop-commands markers (no line of it is read as a
// workflow command).

export interface StackDiff {
  readonly stackName: string;
  /** What `cdk diff` printed for the stack. */
  readonly text: string;
}

/** GitHub takes up to 1 MiB of summary per step; a larger one is dropped whole. */
export const stepSummaryLimitBytes = 1024 * 1024;

function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
}

/** `text` as a fenced code block that nothing in it can end. */
export function fencedText(text: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}\n${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
}

/** At most `maxBytes` of UTF-8: a code unit takes at most 3 bytes (a surrogate pair 4 for 2). */
function clipped(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const kept = text.slice(0, Math.floor(maxBytes / 3));
  return `${kept}\n… ${Buffer.byteLength(text) - Buffer.byteLength(kept)} bytes more in the job’s log`;
}

/** The run summary for a stage's diff: a heading, then each stack's diff as text. */
export function diffSummary(stageName: string, diffs: readonly StackDiff[]): string {
  // Room for the headings and fences, shared evenly by the stacks' diffs.
  const perStack = Math.floor((stepSummaryLimitBytes - 4096) / Math.max(1, diffs.length));
  const sections = diffs.map(
    ({ stackName, text }) => `#### ${stackName}\n\n${fencedText(clipped(text, perStack))}\n`,
  );
  return `### What deploying ${stageName} will change\n\n${sections.join('\n')}`;
}

/**
 * `text` for a GitHub Actions log, with workflow commands (`::error::`, `::add-mask::`) off while
 * it is printed: the runner ignores them until it sees the token again, which the text cannot
 * know.
 */
export function withWorkflowCommandsStopped(text: string, token: string): string {
  return `::stop-commands::${token}\n${text.endsWith('\n') ? text : `${text}\n`}::${token}::`;
}
