// `npm test` needs two programs npm does not install: Chromium for the end-to-end tests and Java
// for the HTML checker. Said up front, with how to install them, rather than deep in a test run.
import { assertChromiumInstalled } from './chromium.ts';
import { assertJavaInstalled } from './nu-html-checker.ts';

const missing: string[] = [];
for (const check of [assertChromiumInstalled, assertJavaInstalled]) {
  try {
    check();
  } catch (error) {
    missing.push(error instanceof Error ? error.message : String(error));
  }
}
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}
