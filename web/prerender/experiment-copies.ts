// Each experiment's variants as the edge shows them (edge/viewer-request.js): a copy of the
// variant's pre-rendered page at its own object key, marked with the experiment and variant so the
// page script records them and keeps the visitor's variant, and naming the tested address as its
// canonical, since search engines must see the tested address as the one page (no cloaking).
// Copies are written for stopped experiments too: `npm run experiment -- start` needs no rebuild.
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { definitionProblems, pageProblems } from '../../edge/experiments/definitions.ts';
import { variantObjectKey } from '../../edge/experiments/store.ts';
import { canonicalUrl } from '../src/shared/canonical-url.ts';
import { htmlFileForPath } from './site-files.ts';

interface CopyInput {
  readonly experiments: readonly ExperimentDefinition[];
  /** Every page the build rendered, and the partners' pages among them. */
  readonly pages: readonly string[];
  readonly partnerPages: readonly string[];
  readonly siteOrigin: string;
  /** The HTML the build wrote to a file of dist/site. */
  readonly readSiteFile: (relativePath: string) => Promise<string>;
}

interface SiteFile {
  readonly path: string;
  readonly content: string;
}

const htmlTag = /<html\b([^>]*)>/;
const canonicalLink = /<link rel="canonical" href="[^"]*"\/>/;
const shareUrl = /<meta property="og:url" content="[^"]*"\/>/;

/** The variant's page, marked and pointing search engines at the tested address; null if it cannot be. */
function variantCopy(html: string, experiment: ExperimentDefinition, variant: string, canonical: string) {
  if (!htmlTag.test(html) || !canonicalLink.test(html)) return null;
  return html
    .replace(
      htmlTag,
      (_, attributes: string) =>
        `<html${attributes} data-experiment="${experiment.id}" data-variant="${variant}">`,
    )
    .replace(canonicalLink, `<link rel="canonical" href="${canonical}"/>`)
    .replace(shareUrl, `<meta property="og:url" content="${canonical}"/>`);
}

/** The copies to write, or every reason the entries cannot run on this site. */
export async function experimentCopies(
  input: CopyInput,
): Promise<{ readonly files: SiteFile[]; readonly problems: string[] }> {
  const site = { pages: input.pages, partnerPages: input.partnerPages };
  const problems = [...definitionProblems(input.experiments), ...pageProblems(input.experiments, site)].map(
    (problem) => `edge/experiments/experiments.ts: ${problem}`,
  );
  if (problems.length > 0) return { files: [], problems };
  const files: SiteFile[] = [];
  for (const experiment of input.experiments) {
    const canonical = canonicalUrl(input.siteOrigin, experiment.address);
    for (const variant of experiment.variants) {
      const html = await input.readSiteFile(htmlFileForPath(variant.page));
      const content = variantCopy(html, experiment, variant.name, canonical);
      if (content === null)
        problems.push(`${variant.page}: no <html> tag or canonical link to mark for ${experiment.id}`);
      else files.push({ path: variantObjectKey(experiment.id, variant.name).slice(1), content });
    }
  }
  return { files, problems };
}
