/**
 * The figures the information pages claim, counted from core/ by scripts/build-figures.ts and
 * committed as figures.json (a test fails when it is stale). Light: no corpus is loaded.
 */
import figuresJson from './generated/figures.json' with { type: 'json' };

export interface SiteFigures {
  laws: {
    /** Every record of the library: guides plus U.S. Code sections. */
    total: number;
    guides: number;
    usCodeSections: number;
    fullTextSections: number;
    usCodeTitles: number;
    releasePoint: string;
    currentThrough: string;
  };
  categories: {
    /** Categories of the Federal Laws Database: topics plus U.S. Code titles. */
    total: number;
    topics: number;
    usCodeTitles: number;
  };
  /** The Legal Assistant's categories (spec part 1 §3). */
  legalCategories: number;
  /** null: not in core/ yet, so no claim is made. */
  contractTypes: number | null;
  contractTemplates: number | null;
  quizQuestions: number | null;
}

export const siteFigures: SiteFigures = figuresJson;

/** 51386 -> "51,386" */
export function formatFigure(n: number): string {
  return n.toLocaleString('en-US');
}
