/**
 * A curated plain-English guide to one U.S. Code section. Written by people, checked
 * by tests: the section must exist in the official section list, URLs must be official.
 */
import type { GuideCategoryId } from './categories';

/** A figure as the content writes it ("$1,500") and the regulation or case that states it. */
export interface FigureSource {
  figure: string;
  source: string;
}

export interface LawGuide {
  /** kebab-case, unique across all guides, e.g. 'fdcpa-contact-times'. */
  id: string;
  /** The Act and what the section does: "Fair Debt Collection Practices Act — when collectors may contact you". */
  title: string;
  /** The U.S. Code section the guide is about; `section` spelled as in uscode-sections.jsonl ("2000e-2"). */
  usc: { title: number; section: string };
  /** What the law means for a non-lawyer, 1-3 sentences, no legal advice, no invented facts. */
  summary: string;
  category: GuideCategoryId;
  /** A narrower label inside the category, e.g. "Contact rules". */
  subcategory: string;
  /**
   * Penalties as the statute states them, or "Civil remedies: ..." / "Enforced by ...". Never a
   * figure the statute does not state. "None stated in this section." is acceptable.
   */
  penalties: string;
  /** Search words a lawyer would use ("FDCPA", "collection agency", "validation notice"). */
  keywords: string[];
  /** How ordinary people say it ("debt collector calling", "kicked out", "fired for being pregnant"). */
  synonyms: string[];
  /**
   * What the summary was written against (the confidence rule): 'full-text' = the section's
   * official text in uscode-key-laws.jsonl (confidence 99); 'heading' = the official heading and
   * well-established public summaries (confidence 97).
   */
  basis: 'full-text' | 'heading';
  /**
   * The U.S. Code release point whose official text (../shared/data/uscode-text/) this guide's
   * summary and penalties were read against, e.g. '119-100'. Set on every guide
   * rewritten from the text (`npx tsx scripts/law-text.ts <title> <section>` prints it);
   * `npm run check:currency` lists guides whose section was amended after it.
   */
  checkedAgainst?: string;
  /**
   * Figures (dollar amounts, periods, ages) the guide states that are not in the text of a
   * section it cites, each with the regulation or case it comes from ("8 C.F.R. § 1003.19").
   * The figures test checks every other figure against the cited sections' text.
   */
  figureSources?: FigureSource[];
  /**
   * The subsection the summary rests on, quoted under the guide's lead (not the one with the most
   * words in common with a question): its designation as the Code cites it ("(g)(1)") and words
   * of the official text at that designation that carry the rule. A test reads the official
   * text and checks both (core/data/guides/passages.test.ts).
   */
  passage?: {
    at: string;
    words: string;
    /**
     * Other subsections the same summary rests on (a contact-rules guide's "at work" rule): the
     * answer quotes one of them instead when the question names it more plainly.
     */
    also?: string[];
  };
  /** Where to complain or learn more: a real federal agency page (https, .gov), optional. */
  agency?: { name: string; url: string };
}
