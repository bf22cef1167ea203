/**
 * A small seeded sequence of numbers in [0, 1) (mulberry32): the same seed gives the same numbers
 * on every run and in every browser. For drawings, simulations and test data, never for secrets.
 * In the bottom layer, as the site, the statistics and their tests all draw from it.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
