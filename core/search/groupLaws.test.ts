// Laws written for one group (veterans, public housing, Medicare, federal buildings) or one setting
// (the home, the workplace) answer a post only when the post names it (docs/understanding.md
// "Relevance and federal coverage").
import { describe, expect, it } from 'vitest';
import { findLawsBySection } from '../laws/corpus';
import { getCorpusIndex } from './corpusIndex';
import { searchLaws } from './engine';
import { forUnnamedGroup } from './groupLaws';
import { rerankByTopic } from './topicRerank';

const key = (h: { record: { usc: { title: number; section: string } } }) => `${h.record.usc.title}/${h.record.usc.section}`;
const record = (title: number, section: string) => findLawsBySection(title, section)[0]!;

describe('laws for a group the post does not name', () => {
  const index = getCorpusIndex();

  it('reads whether the post names the group', () => {
    expect(forUnnamedGroup(record(38, '1714'), 'the cafe refused my guide dog')).toBe(true);
    expect(forUnnamedGroup(record(38, '1714'), 'I am a veteran and the VA will not train my guide dog')).toBe(false);
    expect(forUnnamedGroup(record(42, '1437a'), 'the apartment complex said no kids upstairs')).toBe(true);
    expect(forUnnamedGroup(record(42, '1437a'), 'my public housing rent went up after my hours were cut')).toBe(false);
    expect(forUnnamedGroup(record(42, '12182'), 'the cafe refused my guide dog')).toBe(false);
    expect(forUnnamedGroup(record(49, '41705'), 'the cafe refused my guide dog')).toBe(true);
    expect(forUnnamedGroup(record(49, '41705'), 'the airline would not let my guide dog on the flight')).toBe(false);
    // A home is a dwelling; going home is not.
    expect(forUnnamedGroup(record(42, '3604'), 'the gym entrance was locked again so we just went home')).toBe(true);
    expect(forUnnamedGroup(record(42, '3604'), 'he drove home without a word')).toBe(true);
    expect(forUnnamedGroup(record(42, '3604'), 'the seller of the home refused our offer')).toBe(false);
    expect(forUnnamedGroup(record(42, '3604'), 'we want a ramp at our home')).toBe(false);
  });

  it('keeps housing law from leading a gym that shuts out a wheelchair user, whose couple went home', () => {
    const post =
      'My husband uses a wheelchair since his accident. We joined a new gym near us and paid for a year up front. The only entrance without stairs is around the back ' +
      'and it has been locked every single time we go, we have to call the front desk and wait for someone to come open it, once nobody came at all and we just went home. ' +
      'The locker room has a step down into the showers and no bench or grab bar. The manager told my husband that maybe this gym "isnt the right fit" for him. ' +
      'He did not say a word the whole drive home. Isnt a gym supposed to be accessible for people in wheelchairs? what law says that';
    const ranked = rerankByTopic(index, post, searchLaws(index, post, { limit: 60 }));
    expect(key(ranked[0]!)).toBe('42/12182');
    expect(ranked.slice(0, 3).map(key)).not.toContain('42/3604');
  });

  it('keeps housing law out of the top of a guide dog turned away at a diner', () => {
    const post =
      "I'm blind and have had my guide dog for three years. Last night the owner of a diner said service animals are not allowed " +
      'and told me to wait outside while my friends ate. He wanted to see papers for the dog. She is trained by a guide dog school ' +
      'and always wears her harness. This keeps happening at restaurants and shops. Do businesses have to let a service dog in? Who can I complain to?';
    const ranked = rerankByTopic(index, post, searchLaws(index, post, { limit: 60 }));
    expect(key(ranked[0]!)).toBe('42/12182');
    expect(ranked.slice(0, 3).map(key)).not.toContain('42/3604');
    expect(ranked.slice(0, 3).map(key)).not.toContain('49/41705');
  });
});
