import type { z } from 'zod';

function sizeRule(origin: string, bound: number | bigint, exact: boolean | undefined, word: string): string {
  const unit = origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '';
  return `${exact === true ? 'exactly' : word} ${bound.toString()}${unit}`;
}

/** The rule an issue broke, in the words an editor reads: "at most 220 characters", "required". */
function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return sizeRule(issue.origin, issue.maximum, issue.exact, 'at most');
    case 'too_small':
      return sizeRule(issue.origin, issue.minimum, issue.exact, 'at least');
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `must be a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map(String).join(', ')}`;
    default:
      return issue.message;
  }
}

/** One sentence per broken rule, naming the file, the field and the rule. */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${file}: ${issue.path.map(String).join('.') || 'the whole file'}: ${ruleOf(issue)}`,
  );
}

/** Thrown by the build for content that breaks its schema; the message is the sentences alone. */
export class ContentError extends Error {
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ContentError';
  }
}
