// Kept apart from contact-copy-schema.ts, which imports zod: the form's island reads a label with
// this, and zod would put code the page's Content-Security-Policy refuses (eval) in its bundle.

/**
 * A declared field's label in a contact copy file's `fields`, which the schema's type knows only by
 * the labels every form has; the schema asks for one per declared field.
 */
export function contactFieldLabelIn(
  labels: Readonly<Record<string, string | undefined>>,
  name: string,
): string {
  const label = labels[name];
  if (label === undefined) throw new Error(`content/pages/contact.yaml has no label for the field ${name}`);
  return label;
}
