import { z } from 'zod';

// Page copy and the legal documents live in content/ (decisions 0049 and 0053). A fact that code
// owns (a trial's length, a partner's name, a retention period, the support address) stands in
// the text as a named placeholder, `{trial}`, that code fills; any other brace is refused, so an
// editor can move the words around a fact but never restate one.

const placeholderName = /\{([a-z][a-z0-9-]*)\}/g;

function placeholdersRule(placeholders: readonly string[]): string {
  return placeholders.length === 0
    ? 'no braces: facts that code owns are not written here'
    : `braces only around ${placeholders.map((name) => `{${name}}`).join(', ')}`;
}

/**
 * One text of copy: required (at least `min` characters), at most `max` (what its place in the
 * layout holds), with braces only around `placeholders`. The schema gives the build's check and
 * the editor's field.
 */
export function copyText(title: string, max: number, placeholders: readonly string[] = [], min = 1) {
  const rule = placeholdersRule(placeholders);
  const allowed = placeholders.map((name) => `\\{${name}\\}`).join('|');
  const pattern = new RegExp(allowed === '' ? '^[^{}]*$' : `^(?:[^{}]|${allowed})*$`);
  return z
    .string()
    .min(min)
    .max(max)
    .regex(pattern, rule)
    .meta({
      title,
      patternMessage: rule,
      ...(placeholders.length === 0
        ? {}
        : { description: `Filled in from the code: ${placeholders.map((name) => `{${name}}`).join(', ')}.` }),
    });
}

/**
 * `text` with each placeholder replaced by its value. A placeholder without a value stops the
 * build, so a schema that allows a name its loader does not fill is caught before a visitor sees
 * `{trial}`.
 */
export function fillPlaceholders<Name extends string>(
  text: string,
  values: Readonly<Record<Name, string>>,
): string {
  const known = new Map<string, string>(Object.entries(values));
  return text.replace(placeholderName, (placeholder, name: string) => {
    const value = known.get(name);
    if (value === undefined) throw new Error(`No value for ${placeholder} in: ${text}`);
    return value;
  });
}
