// The W3C Nu HTML Checker, the validator behind validator.w3.org/nu, as the `vnu-jar` package
// ships it: one jar, run on the machine's Java. Its install script, which would download a Java
// of its own, is not allowed to run (package.json `allowScripts`).
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const javaCommand = 'java';
const minimumJavaVersion = 17;
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** The major version of the `java` on the PATH, or null when there is none. */
function javaMajorVersion(): number | null {
  const result = spawnSync(javaCommand, ['-version'], { encoding: 'utf8' });
  if (result.error !== undefined) return null;
  const major = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  return major === undefined ? null : Number(major);
}

export function assertJavaInstalled(): void {
  const version = javaMajorVersion();
  if (version !== null && version >= minimumJavaVersion) return;
  const found = version === null ? 'no `java` on the PATH' : `Java ${version}`;
  throw new Error(
    `npm test validates the built pages with the Nu HTML Checker, which needs Java ${minimumJavaVersion} or later ` +
      `(found ${found}). Install it with \`apt-get install -y default-jre-headless\` (Debian).`,
  );
}

const reportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      lastColumn: z.number().optional(),
      message: z.string(),
    }),
  ),
});

export interface HtmlError {
  /** The checked file's path, as it was given. */
  readonly file: string;
  readonly line: number | null;
  readonly column: number | null;
  readonly message: string;
}

/**
 * Every error the checker finds in `files`, in one run: starting the JVM costs more than
 * checking a page. Warnings and notes are left out; a file it cannot read is an error too.
 */
export async function htmlErrors(files: readonly string[]): Promise<HtmlError[]> {
  const { stdout, stderr, failed } = await new Promise<{ stdout: string; stderr: string; failed: boolean }>(
    (resolve) => {
      execFile(
        javaCommand,
        ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => {
          resolve({ stdout: out, stderr: err, failed: error !== null });
        },
      );
    },
  );
  let report: z.infer<typeof reportSchema>;
  try {
    report = reportSchema.parse(JSON.parse(stdout));
  } catch (error) {
    throw new Error(`The Nu HTML Checker gave no report: ${String(error)}\n${stderr}`);
  }
  // The checker fails exactly when it reports an error; failing without one is a broken run.
  if (failed && report.messages.length === 0) throw new Error(`The Nu HTML Checker failed:\n${stderr}`);
  return report.messages.map((message) => ({
    file: message.url === undefined ? '(no file)' : fileURLToPath(message.url),
    line: message.lastLine ?? null,
    column: message.lastColumn ?? null,
    message: message.message,
  }));
}
