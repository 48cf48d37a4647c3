/**
 * Who decides a question: federal law, or mainly state (and local) law. Reads the
 * maintained topic list in core/data/stateLawTopics.ts. Pure and light: the server, the offline
 * worker and the AI path all use it.
 */
import { stateLawTopics, type StateLawTopic } from '../data/stateLawTopics';
import { normalizeText } from '../search/text';

export interface StateLawMatch {
  topic: StateLawTopic;
  /** `title/section` of each federal section the question brings in, in the topic's order. */
  alsoFederal: { section: string; why: string }[];
}

/** The question as the topic patterns read it: lower case, quotes and dashes folded, one line. */
export function topicText(question: string): string {
  return ` ${normalizeText(question).replace(/\s+/g, ' ').trim()} `;
}

/** The state-law topic a question is about, or undefined when it is not one (or a federal law squarely answers it). */
export function stateLawTopicOf(question: string, topics: readonly StateLawTopic[] = stateLawTopics): StateLawMatch | undefined {
  const text = topicText(question);
  for (const topic of topics) {
    if (!topic.match.some((re) => re.test(text))) continue;
    if (topic.context && !topic.context.test(text)) continue;
    if (topic.federalQuestion?.some((re) => re.test(text))) continue;
    const alsoFederal = (topic.alsoFederal ?? []).filter((f) => f.when.test(text)).map(({ section, why }) => ({ section, why }));
    // The same section brought in twice (two hooks) is listed once.
    const unique = alsoFederal.filter((f, i) => alsoFederal.findIndex((g) => g.section === f.section) === i);
    return { topic, alsoFederal: unique };
  }
  return undefined;
}
