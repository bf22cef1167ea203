// A build started ahead of need: `npm start` keeps one build process loaded and waiting
// (site-watch.ts), and lets it run when content changes, so a rebuild does not first spend seconds
// starting Node, tsx and the build's modules. The build (web/prerender/prerender.ts) asks
// `released` before it starts; the stack writes the release line to its standard input, or ends
// that input without it when it no longer needs the build (a code change, or the stack stopping).

/** The argument `npm start` adds to `npm run build` for a build that waits to be released. */
export const heldBuildArgument = '--held';

/** What the stack writes to a held build's standard input to let it run. */
export const releaseLine = 'build\n';

/**
 * Whether the build should run: at once when it was not started held; otherwise once the stack
 * releases it, or never when its input ends first.
 */
export function released(
  argv: readonly string[] = process.argv,
  input: NodeJS.ReadableStream = process.stdin,
): Promise<boolean> {
  if (!argv.includes(heldBuildArgument)) return Promise.resolve(true);
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer | string) => {
      received += chunk.toString();
      if (!received.includes(releaseLine)) return;
      input.off('data', onData);
      // The build reads nothing more; a paused input lets the process end when the build does.
      input.pause();
      resolve(true);
    };
    input.on('data', onData);
    input.once('end', () => {
      resolve(false);
    });
  });
}
