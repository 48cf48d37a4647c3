/** Names and standing texts (DESIGN.md "Names", spec part 1 §1). */
export const PRODUCT = 'Laws';
export const BRAND = 'Laws AI';
export const TAGLINE = 'Federal Legal Research Assistant — not legal advice';
export const LOADING_TEXT = `Loading ${BRAND}...`;

/** The default disclaimer wording (spec part 1 §1). */
export const DISCLAIMER =
  'This information comes from verified government sources and is for educational purposes only. ' +
  'It is not legal advice. Consult a qualified attorney for advice about your situation.';

export const SUPPORT_EMAIL = 'support@laws-ai.org';
