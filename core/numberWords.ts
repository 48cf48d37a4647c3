/** English number words as statutes and people write them: "six", "nineteen", "twenty-five". */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "6" or "six" → 6, "twenty-five" / "twenty five" → 25; anything else → undefined. */
export function numberWordValue(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  if (/^\d+$/.test(w)) return Number(w);
  if (w in UNIT_WORDS) return UNIT_WORDS[w];
  if (w in TENS_WORDS) return TENS_WORDS[w];
  const [tens, unit, ...rest] = w.split(/[\s-]+/);
  if (rest.length || !tens || !unit || !(tens in TENS_WORDS)) return undefined;
  const u = UNIT_WORDS[unit];
  return u !== undefined && u >= 1 && u <= 9 ? TENS_WORDS[tens]! + u : undefined;
}
