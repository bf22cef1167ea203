// `npm run deploy` takes `cdk deploy`'s own arguments; the deploy context is read from its
// `-c key=value` (or `--context key=value`) pairs, the way the CDK app reads them.

/** The key of a `-c key=value` pair at `index`, or undefined when none starts there. */
function contextPairAt(
  argv: readonly string[],
  index: number,
): { key: string; value: string; length: number } | undefined {
  const argument = argv[index];
  const inline = argument === undefined ? undefined : /^--context=(.*)$/.exec(argument)?.[1];
  const separate = argument === '-c' || argument === '--context' ? argv[index + 1] : undefined;
  const pair = inline ?? separate;
  if (pair === undefined) return undefined;
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  return {
    key: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    length: inline === undefined ? 2 : 1,
  };
}

export interface SplitArguments {
  /** The `-c key=value` pairs; the last pair of a key wins, as in the CDK CLI. */
  readonly context: ReadonlyMap<string, string>;
  /** Every other argument, in order: options for `cdk deploy` (`--require-approval never`). */
  readonly options: readonly string[];
}

/** A `cdk deploy` command line's context pairs, and the rest. */
export function splitArguments(argv: readonly string[]): SplitArguments {
  const context = new Map<string, string>();
  const options: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const pair = contextPairAt(argv, index);
    if (pair === undefined) {
      const argument = argv[index];
      if (argument !== undefined) options.push(argument);
      continue;
    }
    context.set(pair.key, pair.value);
    index += pair.length - 1;
  }
  return { context, options };
}

/**
 * `-c key=value` pairs for the CDK CLI. An empty value is left out: a workflow passes every
 * variable, set or not (`-c domainName=""`), and an empty context value would reach CDK's own keys
 * (the bootstrap qualifier) as a value rather than as none.
 */
export function contextPairs(context: Iterable<readonly [string, string]>): string[] {
  return [...context].flatMap(([key, value]) => (value === '' ? [] : ['-c', `${key}=${value}`]));
}
