/**
 * The examples card (spec part 1 §2: exactly four). Clicking one fills the query with its
 * question and searches after AUTO_SEARCH_DELAY_MS.
 */
export interface AssistantExample {
  title: string;
  question: string;
}

export const assistantExamples = [
  {
    title: 'Tenant Rights & Eviction',
    question: 'Can a landlord refuse to rent to me or evict me because I have children?',
  },
  {
    title: 'Consumer Protection',
    question: 'A debt collector keeps calling me at work. What are my rights?',
  },
  {
    title: 'Small Business Compliance',
    question: 'What federal minimum wage and overtime rules does my small business have to follow?',
  },
  {
    title: 'Student Loan Rights',
    question: 'What are my rights if I cannot afford my federal student loan payments?',
  },
] as const satisfies readonly AssistantExample[];
