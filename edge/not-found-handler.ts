// Lambda entry behind a function URL: the second origin of the site's behaviours, which
// CloudFront asks only when the bucket has no object for the address (origin failover on the
// bucket's 403 or 404). The build's 404 page is packaged beside the bundle at synth.
import { readFileSync } from 'node:fs';
import { notFoundAnswer, notFoundPagePath, type NotFoundAnswer } from './not-found.ts';

let page: string | undefined;

export function handler(): Promise<NotFoundAnswer> {
  page ??= readFileSync(new URL(`.${notFoundPagePath}`, import.meta.url), 'utf8');
  return Promise.resolve(notFoundAnswer(page));
}
