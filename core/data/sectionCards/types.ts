/**
 * A section card: how people describe the matter one U.S. Code section governs, for a section
 * that has no guide. It is search data, never shown as a summary: it lets a post written in a
 * person's own words ("I paid the contractor with my card and he never finished") reach the
 * section whose official words differ ("claims and defenses against the card issuer"). Each card
 * is read against the section's official text; a reviewer edits it like a guide.
 */
export interface SectionCard {
  /** The section, numbered as in the official text ("1666i", "300gg-13"). */
  usc: { title: number; section: string };
  /**
   * 2-5 ways a person would put the situation or question the section answers, in everyday words
   * (each ≤ 160 characters), true to what the text says: "paid with my credit card for work
   * that was never finished, can I refuse to pay the card company".
   */
  asks: string[];
  /** 3-10 words or short phrases for its subject, plain and legal: "credit repair", "funding fee". */
  keywords: string[];
  /** The release point whose official text the card was read against ('119-100'). */
  checkedAgainst: string;
}
