import { BRAND } from '../../../core/brand';
import { formatFigure, siteFigures, type SiteFigures } from '../../../core/data/figures';

export interface Card {
  title: string;
  text: string;
}

export interface Figure {
  value: string;
  label: string;
  detail: string;
}

/**
 * The figures the page claims, all from core/data/generated/figures.json. The spec's marketing numbers
 * (121 laws, 38+ categories, 10+ contract types, 97%+ accuracy) are not used: the true counts are
 * shown instead, a count that core/ does not hold yet is left out, and no accuracy figure is
 * claimed (nothing here measures one).
 */
export function pageFigures(f: SiteFigures = siteFigures): Figure[] {
  const figures: Figure[] = [
    {
      value: formatFigure(f.laws.total),
      label: 'federal laws',
      detail: `${formatFigure(f.laws.usCodeSections)} U.S. Code sections and ${formatFigure(f.laws.guides)} plain-English guides`,
    },
    {
      value: formatFigure(f.categories.total),
      label: 'categories',
      detail: `${formatFigure(f.categories.topics)} everyday topics and ${formatFigure(f.categories.usCodeTitles)} titles of the U.S. Code`,
    },
  ];
  if (f.contractTypes !== null) {
    figures.push({
      value: formatFigure(f.contractTypes),
      label: 'contract types',
      detail:
        f.contractTemplates !== null
          ? `plus ${formatFigure(f.contractTemplates)} ready-made templates`
          : 'for the contract drafting assistant',
    });
  }
  if (f.quizQuestions !== null) {
    figures.push({ value: formatFigure(f.quizQuestions), label: 'quiz questions', detail: 'to test what you know' });
  }
  figures.push({ value: f.laws.currentThrough, label: 'law currency', detail: `U.S. Code release point ${f.laws.releasePoint}` });
  return figures;
}

export function heroText(f: SiteFigures = siteFigures): string {
  return `Plain-English answers drawn from ${formatFigure(f.laws.total)} federal laws, straight from official government sources.`;
}

export const steps: readonly Card[] = [
  { title: 'Ask Your Question', text: 'Type your question in everyday words, or pick a legal category. No legal jargon needed.' },
  {
    title: 'Analysis',
    text: `${BRAND} searches the whole federal law library, ranks the sections and guides that fit your question, and explains them in plain English.`,
  },
  {
    title: 'Source Verification',
    text: 'Every answer lists its sources with their official U.S. Code citations and links to uscode.house.gov and govinfo.gov, so you can check them yourself.',
  },
  {
    title: 'Verify with an Attorney',
    text: 'Legal information is not legal advice. Before you act on something important, confirm it with a licensed attorney; our Legal Resources page lists free help.',
  },
];

export function features(f: SiteFigures = siteFigures): Card[] {
  const contracts =
    f.contractTypes !== null
      ? `Draft ${formatFigure(f.contractTypes)} kinds of agreements${f.contractTemplates !== null ? ` or start from ${formatFigure(f.contractTemplates)} templates` : ''}: fill in the details and get a complete plain-text draft to review with an attorney.`
      : 'Fill in the details of an agreement and get a complete plain-text draft to review with an attorney.';
  return [
    {
      title: 'Intelligent Legal Search',
      text: 'Ask in plain English. The search understands everyday words, Act names, citations and typos, and works offline once the library is saved.',
    },
    {
      title: 'Know Your Rights',
      text: 'Your constitutional rights, amendment by amendment, explained in plain English with audio narration.',
    },
    {
      title: 'Congressional & Regulatory News',
      text: 'New bills from Congress.gov and new rules from the Federal Register, summarized and narrated.',
    },
    { title: 'Contract Drafting Assistant', text: contracts },
  ];
}

export interface DataSource extends Card {
  url: string;
}

export const dataSources: readonly DataSource[] = [
  {
    title: 'United States Code',
    url: 'https://uscode.house.gov',
    text: 'The official text of federal statutes, from the Office of the Law Revision Counsel of the House of Representatives.',
  },
  {
    title: 'GovInfo',
    url: 'https://www.govinfo.gov',
    text: 'Official publications of the U.S. Government Publishing Office, including the U.S. Code and public laws.',
  },
  { title: 'Congress.gov', url: 'https://www.congress.gov', text: 'Bills, resolutions and their status, from the Library of Congress.' },
  {
    title: 'Federal Register',
    url: 'https://www.federalregister.gov',
    text: 'The daily journal of federal rules, proposed rules and presidential documents.',
  },
];

export const principles: readonly Card[] = [
  { title: 'Free for Everyone', text: `Knowing your rights is free. ${BRAND} never charges for access to legal information.` },
  {
    title: 'Official Sources Only',
    text: 'Every law comes from an official government source, and every citation is checked against the official section list.',
  },
  { title: 'Plain English', text: 'We explain what the law means for ordinary people, and always show the official text it comes from.' },
  {
    title: 'Honest About Limits',
    text: 'We say clearly that we give legal information, not legal advice, and which engine wrote each answer.',
  },
];
