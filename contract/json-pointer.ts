// JSON Pointers (RFC 6901) for the `field` of the contract's FieldError, within its length limit.

/** One reference token: `~` becomes `~0` and `/` becomes `~1`, in that order. */
export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * The pointer to `child` below an already escaped pointer (Ajv's instancePath), cut to at most
 * `maxLength` characters. A pointer longer than that is cut at the end of its last whole token
 * that fits, never inside one or inside an escape: the cut pointer names the nearest enclosing
 * value, which is still true of where the fault is. A first token longer than the limit leaves
 * the root pointer, `` (the body itself).
 */
export function boundedPointer(parent: string, child: string | undefined, maxLength: number): string {
  const full = child === undefined ? parent : `${parent}/${escapePointerToken(child)}`;
  if (full.length <= maxLength) return full;
  const cut = full.lastIndexOf('/', maxLength);
  return cut <= 0 ? '' : full.slice(0, cut);
}
