/**
 * Every content item that cites the U.S. Code, with the release point it was checked against
 *: guides (their own `checkedAgainst`), activity answers (templates and typed), quiz
 * questions, and deadlines (their `checked.releasePoint`).
 */
import { allGuides } from '../data/guides';
import { lawDeadlines } from '../data/deadlines';
import { QUIZ_CHECKED_AGAINST } from '../data/quiz/checked';
import { citedSections } from '../laws/statedFigures';
import { bankSections } from '../quiz/bank';
import { activityKnowledge, KNOWLEDGE_CHECKED_AGAINST } from '../whatsIllegal/knowledge';
import { TYPED_CHECKED_AGAINST, typedActivities } from '../whatsIllegal/typed';
import type { CuratedKnowledge } from '../whatsIllegal/types';
import type { CurrencyItem } from './check';

const cite = ([title, section]: [number, string]) => ({ title, section });

function curatedCites(k: Pick<CuratedKnowledge, 'summary' | 'federal' | 'penalty'>): { title: number; section: string }[] {
  const text = [k.summary, ...k.federal.map((p) => p.point), k.penalty].join('\n');
  return [...k.federal.map((p) => ({ title: p.title, section: p.section })), ...citedSections(text).map(cite)];
}

export function contentItems(): CurrencyItem[] {
  const items: CurrencyItem[] = [];
  for (const g of allGuides) {
    const text = `${g.summary}\n${g.penalties}`;
    items.push({
      kind: 'guide',
      id: g.id,
      ...(g.checkedAgainst ? { checkedAgainst: g.checkedAgainst } : {}),
      cites: [{ title: g.usc.title, section: g.usc.section }, ...citedSections(text, g.usc.title).map(cite)],
    });
  }
  for (const k of activityKnowledge)
    items.push({ kind: 'activity', id: k.id, checkedAgainst: KNOWLEDGE_CHECKED_AGAINST, cites: curatedCites(k) });
  for (const a of typedActivities)
    items.push({ kind: 'activity', id: a.id, checkedAgainst: TYPED_CHECKED_AGAINST, cites: curatedCites(a) });
  for (const { entries } of bankSections) {
    for (const q of entries) {
      const own = 'usc' in q.law ? [{ title: q.law.usc[0], section: q.law.usc[1] }] : [];
      const cites = [...own, ...citedSections(q.explanation, own[0]?.title).map(cite)];
      if (cites.length) items.push({ kind: 'quiz', id: q.id, checkedAgainst: QUIZ_CHECKED_AGAINST, cites });
    }
  }
  for (const d of lawDeadlines)
    items.push({
      kind: 'deadline',
      id: d.id,
      checkedAgainst: d.checked.releasePoint,
      cites: [{ title: d.cite.title, section: d.cite.section }, ...d.appliesTo],
    });
  return items;
}
