/**
 * Randomness for the knowledge modes, always injected: a function returning a number in
 * [0, 1) like Math.random. Tests pass a seeded or scripted source.
 */
export type RandomSource = () => number;

/** A small, fast seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomIndex(n: number, random: RandomSource): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, random);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A stable 32-bit hash of a string (FNV-1a), e.g. to place a bank answer among its options. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
