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

/** The `-c key=value` pairs of a `cdk deploy` command line. */
export function contextArguments(argv: readonly string[]): ReadonlyMap<string, string> {
  const context = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const pair = contextPairAt(argv, index);
    if (pair === undefined) continue;
    context.set(pair.key, pair.value);
    index += pair.length - 1;
  }
  return context;
}

/** The command line with `context` set: any pair the caller gave for those keys is replaced. */
export function withContext(argv: readonly string[], context: Readonly<Record<string, string>>): string[] {
  const kept: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const pair = contextPairAt(argv, index);
    if (pair !== undefined && Object.hasOwn(context, pair.key)) {
      index += pair.length - 1;
      continue;
    }
    const argument = argv[index];
    if (argument !== undefined) kept.push(argument);
  }
  return [...kept, ...Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`])];
}
