// The pull-request check's rule (decision 0059): an editor's pull request changes regular files
// under content/ and nothing else. `.github/workflows/content-only.yml` runs it on every pull
// request through content-only-check.ts; the ruleset (.github/rulesets/main.json) requires it.

/**
 * An editor's pull request is one from a branch named `cms/…`: the branches Sveltia CMS's
 * editorial workflow opens its pull requests from (`cms/<collection>/<entry>`), the only way the
 * editor at /admin changes the repository. Any other branch is a developer's, and the ruleset's
 * code-owner review covers every path of it outside content/.
 */
export const editorBranchPrefix = 'cms/';

/** The folder editors change (decision 0049). */
export const editorFolder = 'content/';

export function isEditorBranch(headRef: string): boolean {
  return headRef.startsWith(editorBranchPrefix);
}

/** One changed path as `git diff --raw` reports it: its file modes before and after (`000000` when absent). */
export interface PathChange {
  readonly path: string;
  readonly oldMode: string;
  readonly newMode: string;
}

/** A regular file; not executable, not a symbolic link (which could point outside content/), not a submodule. */
const regularFile = '100644';
const absent = '000000';

/**
 * Why each change may not be in an editor's pull request, one sentence each: a path outside
 * content/ (a rename counts as the old path's removal, so a file moved into content/ is caught),
 * or anything under content/ that is not a regular file.
 */
export function contentOnlyProblems(changes: readonly PathChange[]): string[] {
  return changes.flatMap(({ path, oldMode, newMode }) => {
    const shown = JSON.stringify(path);
    if (!path.startsWith(editorFolder)) return [`${shown} is outside ${editorFolder}`];
    const kept = [oldMode, newMode].filter((mode) => mode !== absent);
    return kept.every((mode) => mode === regularFile)
      ? []
      : [
          `${shown} is not a regular file (mode ${oldMode} → ${newMode}); ${editorFolder} holds regular files only`,
        ];
  });
}

/**
 * `git diff --raw --no-renames -z` as changes: each entry is `:<old mode> <new mode> <old id>
 * <new id> <status>` then its path, every field ending in NUL, so no path can be misread.
 */
export function parseRawDiff(output: string): PathChange[] {
  const fields = output.split('\0');
  const changes: PathChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const header = fields[index] ?? '';
    const path = fields[index + 1] ?? '';
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ [A-Z]\d*$/.exec(header);
    if (match === null || path === '')
      throw new Error(`Not git diff --raw -z output: ${JSON.stringify(header)}`);
    changes.push({ path, oldMode: match[1] ?? '', newMode: match[2] ?? '' });
  }
  return changes;
}
