import { formatCitation, uscodeUrl } from '../../laws/links';
import type { BankCategory, QuizQuestion } from '../../schemas/quiz';
import { hashString } from '../random';
import type { BankEntry, LawRef } from './types';

const ROMAN = [
  '',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
  'XXIV',
  'XXV',
  'XXVI',
  'XXVII',
];

export function roman(n: number): string {
  return ROMAN[n] ?? String(n);
}

export function lawReferenceOf(law: LawRef): string {
  if ('usc' in law) return `${formatCitation(law.usc[0], law.usc[1])}${law.pin ?? ''}`;
  if ('amendment' in law) return `U.S. Constitution, Amendment ${roman(law.amendment)}`;
  if ('preamble' in law) return 'U.S. Constitution, Preamble';
  return `U.S. Constitution, Article ${roman(law.article)}${law.section ? `, Section ${law.section}` : ''}`;
}

/** Official links only: the OLRC's U.S. Code, or the Constitution Annotated (Library of Congress). */
export function governmentSourceOf(law: LawRef): string {
  if ('usc' in law) return uscodeUrl(law.usc[0], law.usc[1]);
  if ('amendment' in law) return `https://constitution.congress.gov/constitution/amendment-${law.amendment}/`;
  if ('preamble' in law) return 'https://constitution.congress.gov/constitution/preamble/';
  return `https://constitution.congress.gov/constitution/article-${law.article}/`;
}

/** The API question: options with the right answer at a stable, id-dependent position. */
export function buildQuestion(entry: BankEntry, category: BankCategory): QuizQuestion {
  const position = hashString(entry.id) % 4;
  const options = [...entry.wrong];
  options.splice(position, 0, entry.answer);
  return {
    id: entry.id,
    question: entry.question,
    options,
    correctAnswer: position,
    explanation: entry.explanation,
    category,
    difficulty: entry.difficulty,
    lawReference: lawReferenceOf(entry.law),
    governmentSource: governmentSourceOf(entry.law),
  };
}
