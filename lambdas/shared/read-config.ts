// Lambda configuration comes from environment variables set by the CDK stack (or the local
// stack). Each handler reads it once, at cold start, and fails at once naming every missing or
// malformed variable, rather than on the first request that needs it.
import { z } from 'zod';

export type Environment = Readonly<Record<string, string | undefined>>;

/** A variable that must be set to a non-blank value. */
export function requiredVariable() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is not set' : 'must be text') })
    .trim()
    .min(1, 'is empty');
}

/** A variable holding a whole number within bounds, such as a number of days. */
export function wholeNumberVariable(min: number, max: number) {
  return requiredVariable()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export function readConfig<Schema extends z.ZodType>(
  schema: Schema,
  environment: Environment,
): z.infer<Schema> {
  const result = schema.safeParse(environment);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
  throw new Error(`Invalid Lambda configuration: ${problems.join('; ')}`);
}
