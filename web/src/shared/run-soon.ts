// Work that can wait for a task of its own, but never past the moment something needs it done.

/**
 * Runs `work` once: in a later task, or at once if the returned function is called before then.
 * The page's script keeps its slower reads (cookies, storage) out of the task that ends in the
 * first paint this way, while a tap that needs their result still gets it.
 */
export function runSoon(
  work: () => void,
  later: (run: () => void) => void = (run) => {
    setTimeout(run, 0);
  },
): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  later(run);
  return run;
}
