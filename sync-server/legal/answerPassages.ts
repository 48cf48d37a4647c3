/**
 * The passages an answer quotes ("answers quote the law", docs/evidence.md), on the server: the
 * official text of each law the answer may write out is read from the full Code
 * (sync-server/lawText, a bounded cache of decompressed chunks) before the answer is composed,
 * and the composer picks each law's passage from its parsed levels (core/answer/passage.ts).
 */
import type { ComposableLaw, PassageFinder } from '../../core/answer/compose';
import { stateLawTopicOf } from '../../core/answer/jurisdiction';
import { pickPassage } from '../../core/answer/passage';
import type { LawLevel } from '../../core/laws/structure';
import { getLawText, type LawText } from '../lawText';
import { MAX_GROUNDING_PASSAGES, MAX_GROUNDING_SOURCES, type OfficialGrounding } from '../ai/prompts';

/** Laws read ahead: the three an answer writes out, plus a state-law topic's federal sections. */
const READ_AHEAD = 3;

const keyOf = (title: number, section: string) => `${title}/${section.toLowerCase()}`;

/**
 * Reads the levels of the sections an answer to `question` may quote, then gives the composer
 * a synchronous finder. A section the text cannot be read for simply has no passage.
 */
export async function passageFinder(
  question: string,
  ranked: readonly { record: ComposableLaw }[],
  lawText: LawText = getLawText(),
): Promise<PassageFinder> {
  // Keyed in lower case, read as the Code spells the section ("5103A": the text is case-sensitive).
  const sections = new Map<string, string>();
  for (const { record } of ranked.slice(0, READ_AHEAD))
    if (record.usc) sections.set(keyOf(record.usc.title, record.usc.section), `${record.usc.title}/${record.usc.section}`);
  for (const { section } of stateLawTopicOf(question)?.alsoFederal ?? []) sections.set(section.toLowerCase(), section);
  const levels = new Map<string, readonly LawLevel[]>();
  const intros = new Map<string, string>();
  await Promise.all(
    [...sections].map(async ([key, spelled]) => {
      const [title, section] = spelled.split('/');
      try {
        const text = await lawText.section(Number(title), section!);
        if (text) levels.set(key, text.levels);
        if (text && text.levels.length === 0) intros.set(key, text.intro);
      } catch (error) {
        console.warn(`[laws-ai] no passage for ${key}:`, error);
      }
    }),
  );
  return (law, exclude) => {
    if (!law.usc) return undefined;
    const key = keyOf(law.usc.title, law.usc.section);
    return pickPassage(question, law, levels.get(key), exclude, intros.get(key));
  };
}

/**
 * What an AI answer is grounded on: the passage of each of its first laws (the same
 * picker as the built-in answer's quotes) and the whole official text of every law it is given,
 * against which the model's quotations are checked.
 */
export async function officialGrounding(
  laws: readonly ComposableLaw[],
  find: PassageFinder,
  lawText: LawText = getLawText(),
): Promise<OfficialGrounding> {
  const passages: { citation: string; text: string }[] = [];
  for (const law of laws.slice(0, MAX_GROUNDING_PASSAGES)) {
    const passage = find(
      law,
      passages.map((p) => p.citation),
    );
    if (passage) passages.push({ citation: passage.citation, text: passage.text });
  }
  const keys = [
    ...new Map(
      laws
        .slice(0, MAX_GROUNDING_SOURCES)
        .flatMap((l) => (l.usc ? [[keyOf(l.usc.title, l.usc.section), `${l.usc.title}/${l.usc.section}`] as const] : [])),
    ).values(),
  ];
  const sections = await Promise.all(
    keys.map(async (key) => {
      const [title, section] = key.split('/');
      try {
        return (await lawText.section(Number(title), section!))?.text;
      } catch {
        return undefined; // Not readable: quotations from it are not confirmed.
      }
    }),
  );
  return { passages, sections: sections.filter((t): t is string => !!t) };
}
