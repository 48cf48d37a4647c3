/**
 * The conduct a section's official text makes an offence (docs/understanding.md "What's Illegal",
 * tenth pass): each clause that names who acts and what they do ("Whoever ...", "It shall be
 * unlawful for any person to ...", "any person who ...", "No person shall ..."), read up to the
 * words that state its penalty ("shall be fined", "shall be imprisoned", "is guilty of"). What a
 * section says about procedure, definitions or other penalties is left out, so the activity is
 * compared with what the section forbids. Pure: the text is passed in.
 */

/** Where a clause naming the person who acts begins. */
const OPENS =
  /\b(?:whoever|it shall be unlawful|it is unlawful|any person (?:who|that|shall)|every person who|a person who|no person (?:shall|may)|any individual who|any officer or employee)\b/gi;
/** Where a clause's penalty is stated (the clause ends there). */
const PENALTY =
  /\bshall(?:,[^.;]{0,160}?,)?\s+(?:be (?:fined|imprisoned|punished|guilty|deemed guilty|subject to)|upon conviction|forfeit)|\bis guilty of|\bcommits a class|\bshall be sentenced/i;
/** Characters of a clause kept when no penalty words end it. */
const OPEN_CLAUSE_CHARS = 700;
/** Characters of all clauses kept (a long section names many offences). */
const MAX_CHARS = 6000;
/** Characters read when the text holds no clause of that shape. */
const FALLBACK_CHARS = 1500;

/** The section's conduct clauses, joined; the opening of the text when it has none. */
export function conductClauses(text: string): string {
  const clean = text.replace(/\s+/g, ' ');
  const parts: string[] = [];
  let size = 0;
  let from = 0;
  for (const open of clean.matchAll(OPENS)) {
    if (open.index < from) continue;
    const rest = clean.slice(open.index, open.index + 4000);
    const end = PENALTY.exec(rest);
    const clause = end ? rest.slice(0, end.index) : rest.slice(0, OPEN_CLAUSE_CHARS);
    parts.push(clause);
    size += clause.length;
    from = open.index + clause.length;
    if (size >= MAX_CHARS) break;
  }
  return parts.length ? parts.join(' ').slice(0, MAX_CHARS) : clean.slice(0, FALLBACK_CHARS);
}
