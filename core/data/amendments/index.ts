/**
 * The 17 Know Your Rights amendments (spec part 1 §3 "Amendment"): the official text
 * and ratification year from official.json (copied from the House Manual by
 * scripts/build-amendments.ts, never typed by hand) joined with Laws AI's plain-language
 * content (plainLanguage.ts).
 */
import { ordinal, type Amendment, type AudioKind } from '../../schemas/amendmentNames';
import official from '../generated/amendments/official.json' with { type: 'json' };
import { plainLanguage } from './plainLanguage';
import { CONSTITUTION_ORIGIN, constitutionPath } from './sources';

export type { Amendment } from '../../schemas/amendmentNames';

export {
  AMENDMENTS_11_27_TRANSCRIPT_PATH,
  ARCHIVES_ORIGIN,
  archivesTranscriptPath,
  BILL_OF_RIGHTS_TRANSCRIPT_PATH,
  CONSTITUTION_ORIGIN,
  constitutionPath,
} from './sources';

export interface OfficialAmendmentText {
  number: number;
  roman: string;
  ratifiedYear: number;
  ratificationCompleted: string;
  proposedByCongress: string;
  dateNote?: string;
  text: string;
  source: { repo: string; path: string; commit: string; element: string };
}

export const officialTexts: readonly OfficialAmendmentText[] = official;

/**
 * Not parsed with amendmentSchema here: the data is fixed at build time and its test checks every
 * record against the schema, so the Know Your Rights screen does not load zod.
 */
function build(): Amendment[] {
  return plainLanguage.map((plain) => {
    const text = officialTexts.find((o) => o.number === plain.number);
    if (!text) throw new Error(`No official text for amendment ${plain.number}`);
    return {
      number: plain.number,
      title: plain.title,
      year: text.ratifiedYear,
      category: plain.category,
      fullText: text.text,
      simplifiedExplanation: plain.simplifiedExplanation,
      examples: plain.examples,
      keyRights: plain.keyRights,
      officialSource: CONSTITUTION_ORIGIN + constitutionPath(plain.number),
    };
  });
}

/** In number order. */
export const amendments: readonly Amendment[] = build();

export const rightsAmendmentNumbers: readonly number[] = amendments.map((a) => a.number);

export function findAmendment(number: number): Amendment | undefined {
  return amendments.find((a) => a.number === number);
}

/** "the 1st, 2nd, ... and 26th" — for messages about which amendments exist. */
export function describeCoveredAmendments(): string {
  const names = rightsAmendmentNumbers.map(ordinal);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the narration says: the official text, or the plain-language version with its examples. */
export function narrationText(amendment: Amendment, kind: AudioKind): string {
  const name = `The ${ordinal(amendment.number)} Amendment`;
  if (kind === 'constitutional') {
    return `${name} to the Constitution of the United States, ratified in ${amendment.year}.\n\n${amendment.fullText}`;
  }
  return [
    `${name}: ${amendment.title}. In plain language.`,
    amendment.simplifiedExplanation,
    `For example: ${amendment.examples.join(' ')}`,
  ].join('\n\n');
}
