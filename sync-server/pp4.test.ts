import { beforeAll, it } from 'vitest';
import { composeAnswer } from '../core/answer/compose';
import { parseAnswer, type LawBlock } from '../core/answer/format';
import { findLawsBySection } from '../core/laws/corpus';
import { getCorpusIndex, searchLibrary } from '../core/search/corpusIndex';
import { getLawText } from './lawText';
import { passageFinder } from './routes/answerPassages';
beforeAll(() => void getCorpusIndex(), 120_000);
it('x', async () => {
  for (const q of (process.env.QS ?? '').split('|')) {
    const hits = searchLibrary(q, { limit: 10 });
    const passageFor = await passageFinder(q, hits, getLawText());
    const reply = composeAnswer(q, hits, { engine: 'built-in', passageFor, sectionLaws: findLawsBySection });
    const blocks = parseAnswer(reply.response);
    const lead = blocks[0]?.kind === 'paragraph' ? blocks[0].text : '';
    const quotes = blocks.filter((b): b is LawBlock => b.kind === 'law' && !!b.quote).map((b) => b.quote!.citation);
    console.log(`R ${q} | ${reply.sources.map((s) => s.lawId).slice(0, 3).join(',')} | ${quotes.join(', ')} | ${lead.slice(0, 200)}`);
  }
}, 200000);
