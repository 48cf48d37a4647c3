/** The main page's four tabs (spec part 1 §2 "Main page"); the default is assistant. */
export const mainTabs = [
  { value: 'assistant', label: 'Legal Assistant', shortLabel: 'Legal', heading: 'Ask About Federal Regulations' },
  { value: 'rights', label: 'Know Your Rights', shortLabel: 'Know Your Rights', heading: 'Know Your Rights' },
  { value: 'draft', label: 'Contract Draft', shortLabel: 'Contract Draft', heading: 'Contract Templates' },
  { value: 'news', label: 'Congressional News', shortLabel: 'Congress', heading: 'Congressional & Regulatory News' },
] as const;

export type MainTab = (typeof mainTabs)[number]['value'];

export const DEFAULT_MAIN_TAB: MainTab = 'assistant';
