// The pull-request check `.github/workflows/content-only.yml` runs (decision 0059): on an editor's
// pull request (a `cms/…` branch), it fails when the merge would change anything but regular files
// under content/. It reads the checked-out merge commit, whose first parent is the base branch, so
// what it judges is exactly what merging would bring. Paths are printed JSON-quoted: a file name
// an editor chose can never start a line of its own, where the runner would read a workflow command.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  contentOnlyProblems,
  editorBranchPrefix,
  editorFolder,
  isEditorBranch,
  parseRawDiff,
} from './content-only-rule.ts';

interface CheckResult {
  readonly passed: boolean;
  readonly lines: readonly string[];
}

/** The verdict on a pull request from `headRef`, whose merge is checked out in `repository`. */
export function checkPullRequest(repository: string, headRef: string): CheckResult {
  const branch = JSON.stringify(headRef);
  if (!isEditorBranch(headRef)) {
    return {
      passed: true,
      lines: [
        `${branch} is not an editor's branch (${editorBranchPrefix}…): any path may change, and a code owner reviews every path outside ${editorFolder} (.github/CODEOWNERS).`,
      ],
    };
  }
  const diff = execFileSync(
    'git',
    ['-C', repository, 'diff', '--raw', '--no-renames', '-z', 'HEAD^1', 'HEAD'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const changes = parseRawDiff(diff);
  const problems = contentOnlyProblems(changes);
  return problems.length === 0
    ? {
        passed: true,
        lines: [
          `${branch} is an editor's branch; its ${changes.length} changed files are all under ${editorFolder}.`,
        ],
      }
    : {
        passed: false,
        lines: [
          `${branch} is an editor's branch, which may change files under ${editorFolder} only (docs/editing.md):`,
          ...problems.map((problem) => `  ${problem}`),
        ],
      };
}

const entryScript = process.argv[1];
if (entryScript && import.meta.url === pathToFileURL(realpathSync(entryScript)).href) {
  // The runner sets GITHUB_HEAD_REF on pull_request runs: the branch the pull request comes from.
  const result = checkPullRequest(process.cwd(), process.env.GITHUB_HEAD_REF ?? '');
  for (const line of result.lines) console.log(line);
  process.exitCode = result.passed ? 0 : 1;
}
