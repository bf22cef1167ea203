// How an address is matched: by the edge, the build and the browser alike.

/** The address as the edge looks it up: lower case, without a trailing slash (`/HomePage1/` → `/homepage1`). */
export function addressKey(path: string): string {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}
