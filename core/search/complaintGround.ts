/**
 * What a complaint was about, read from the post (docs/understanding.md "Seventh pass"): a post that
 * tells a complaint and then a punishment asks whether the punishment was lawful, and the answer is
 * the anti-retaliation rule of the law that protects what the complaint was about. A charge filed
 * with the EEOC may be about race or sex (Title VII), a disability (the ADA) or age (the ADEA); the
 * charge's words ("EEOC", "charge", "filed") are the same for all three, so the person's own ground
 * tells which Act: "I have epilepsy ... asked for a stool ... filed a charge" is the ADA's
 * retaliation rule (42 U.S.C. § 12203), not Title VII's (§ 2000e-3).
 * Each ground is the guide category of the laws that protect it (core/data/guides/categories.ts).
 */
import { normalizeText } from './text';

/** A condition the person says they have (not a feeling: "depressed about work" is not a ground). */
const CONDITIONS =
  'epilepsy|epileptic|seizures?|diabetes|diabetic|multiple sclerosis|cerebral palsy|ptsd|bipolar(?: disorder)?|autism|autistic|' +
  'crohns|crohn s|lupus|a prosthetic|an amputation|hearing loss|low vision|a disability|disabilities|a chronic illness|a medical condition|a heart condition|cancer';

const GROUNDS: readonly { category: string; says: RegExp }[] = [
  {
    category: 'disability-rights',
    says: new RegExp(
      String.raw`\b(?:(?:i have|i ve got|ive got|i was diagnosed with|diagnosed me with|i ?m|i am|i live with|i suffer from|because of my|for my) (?:\w+ ){0,2}(?:${CONDITIONS})\b|i (?:use|am in|m in) a wheelchair|im in a wheelchair|i ?m (?:deaf|blind|disabled)|i am (?:deaf|blind|disabled)|disability discrimination|my disability)`,
    ),
  },
  {
    category: 'age-discrimination',
    says: /\b(?:age discrimination|because of my age|because i ?m (?:too )?old|too old|(?:i ?m|i am) (?:[4-7]\d)(?: years old)?\b(?! (?:hours|minutes|dollars|miles|days|weeks|months)))/,
  },
];

/** The guide category of what the post's complaint was about, when the post names exactly one ground. */
export function complaintGround(question: string): string | undefined {
  const text = ` ${normalizeText(question).replace(/[’']/g, ' ').replace(/\s+/g, ' ')} `;
  const found = GROUNDS.filter((g) => g.says.test(text));
  return found.length === 1 ? found[0]!.category : undefined;
}
