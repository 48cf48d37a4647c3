/** 1 → "1st", 2 → "2nd", 13 → "13th", 22 → "22nd", 112 → "112th", 121 → "121st" (amendments, Congresses). */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
