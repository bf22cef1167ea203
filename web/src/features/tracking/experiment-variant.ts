// Which experiment variant a visitor was shown (decisions 0040 and 0041). The edge serves a
// variant's copy marked `data-experiment` and `data-variant` on <html>; the page keeps it in the
// experiment_variants cookie, which the edge reads to show the same variant next time, and each
// visit record and tap carries it so the statistics can compare the variants.
import { cookieValues, siteCookie, siteCookies } from '../../shared/cookies.ts';

export interface ShownVariant {
  readonly experiment: string;
  readonly variant: string;
}

// The contract's `ExperimentId` and `VariantName`: a value outside them would have the record refused.
const namePattern = /^[a-z][a-z0-9-]*$/;
const maxExperimentLength = 40;
const maxVariantLength = 30;
/** Between entries of the cookie, and between an entry's experiment and variant, as the edge splits them. */
const entrySeparator = '~';
const variantSeparator = '.';

function shownVariant(experiment: string | undefined, variant: string | undefined): ShownVariant | null {
  if (experiment === undefined || variant === undefined) return null;
  const valid =
    namePattern.test(experiment) &&
    experiment.length <= maxExperimentLength &&
    namePattern.test(variant) &&
    variant.length <= maxVariantLength;
  return valid ? { experiment, variant } : null;
}

/** The variant the page is, from its <html> element's `data-experiment` and `data-variant`. */
export function markedVariant(dataset: Readonly<Record<string, string | undefined>>): ShownVariant | null {
  return shownVariant(dataset.experiment, dataset.variant);
}

/** The variants a `document.cookie` string says the visitor was given, oldest first. */
export function keptVariants(cookieString: string): ShownVariant[] {
  const [value = ''] = cookieValues(cookieString, siteCookies.experimentVariants.name);
  return value.split(entrySeparator).flatMap((entry) => {
    const separator = entry.indexOf(variantSeparator);
    const shown = separator > 0 ? shownVariant(entry.slice(0, separator), entry.slice(separator + 1)) : null;
    return shown === null ? [] : [shown];
  });
}

/** The kept variants with `shown` replacing any earlier variant of its experiment, last. */
export function withVariant(kept: readonly ShownVariant[], shown: ShownVariant): ShownVariant[] {
  return [...kept.filter((entry) => entry.experiment !== shown.experiment), shown];
}

/** The `document.cookie` assignment that keeps these variants; host-only, so the web app never gets it. */
export function variantsCookie(
  kept: readonly ShownVariant[],
  hostname: string,
  productDomain: string,
): string {
  const { name, ...lifetime } = siteCookies.experimentVariants;
  const value = kept.map((entry) => `${entry.experiment}${variantSeparator}${entry.variant}`);
  return siteCookie(name, value.join(entrySeparator), { ...lifetime, hostname, productDomain });
}

/** The assignment that deletes the cookie, when the visitor chooses Reject. */
export function variantsCookieRemoval(hostname: string, productDomain: string): string {
  const { name, ...lifetime } = siteCookies.experimentVariants;
  return siteCookie(name, '', { ...lifetime, maxAgeSeconds: 0, hostname, productDomain });
}

/**
 * What a record carries: the variant this page is, or on a page that is none the variant the
 * visitor was last given; nothing when they are in no experiment.
 */
export function recordedVariant(marked: ShownVariant | null, cookieString: string): ShownVariant | null {
  return marked ?? keptVariants(cookieString).at(-1) ?? null;
}
