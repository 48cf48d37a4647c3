/**
 * The glossary's quotations are word for word from the official text they cite, and its links
 * are official (docs/understanding.md "Tutor").
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isOfficialUrl } from '../answer/format';
import { findBankQuestion } from '../quiz/bank';
import officialAmendments from './generated/amendments/official.json' with { type: 'json' };
import { GLOSSARY } from './glossary';

const dataDir = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const sources = GLOSSARY.flatMap((term) => term.sources.map((source) => ({ term: term.id, source })));
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the glossary', () => {
  it('explains each term in at most three sentences and links only official pages', () => {
    for (const term of GLOSSARY) {
      expect(term.explanation.split(/(?<=[.!?])\s+(?=[A-Z“])/).length, term.id).toBeLessThanOrEqual(3);
      for (const s of term.sources) if (s.url) expect(isOfficialUrl(s.url), s.url).toBe(true);
    }
  });

  it('quotes the amendments and the quiz bank word for word', () => {
    for (const { term, source } of sources) {
      if (source.kind === 'amendment') {
        const text = officialAmendments.find((a) => a.number === source.amendment)!.text;
        expect(squash(text), term).toContain(source.quote);
      }
      if (source.kind === 'quiz') expect(findBankQuestion(source.quizId!)?.explanation, term).toContain(source.quote);
    }
  });

  it.skipIf(!existsSync(dataDir))('quotes the U.S. Code and the civics test word for word (shared/data)', () => {
    const civicsFile = JSON.parse(readFileSync(`${dataDir}civics-2008-100q.json`, 'utf8')) as { questions?: unknown } | unknown[];
    const civics = (Array.isArray(civicsFile) ? civicsFile : civicsFile.questions) as { number: number; answers: string[] }[];
    const titles = new Map<number, Map<string, string>>();
    const section = (title: number, number: string) => {
      if (!titles.has(title)) {
        const lines = brotliDecompressSync(readFileSync(`${dataDir}uscode-text/title-${title}.jsonl.br`)).toString().split('\n').filter(Boolean);
        titles.set(title, new Map(lines.map((line) => JSON.parse(line) as { section: string; text: string }).map((r) => [r.section, squash(r.text)])));
      }
      return titles.get(title)!.get(number);
    };
    for (const { term, source } of sources) {
      if (source.kind === 'usc') expect(section(source.usc!.title, source.usc!.section), term).toContain(source.quote);
      if (source.kind === 'civics') expect(civics.find((q) => q.number === source.civics)?.answers, term).toContain(source.quote);
    }
  });
});
