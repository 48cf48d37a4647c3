/**
 * Writes core/data/generated/figures.json: every figure the information pages claim, counted from core/
 * (never typed in). Run: npx tsx scripts/build-figures.ts
 * A test (core/data/figures.test.ts) recomputes them and fails when the committed file is stale.
 *
 * Laws and categories come from the law library. Contract types, contract templates and quiz
 * questions come from whatever core/ holds when this runs (those areas are built by other work):
 * exported data arrays whose rows have the spec's shape, found in core/contracts (types and
 * templates) and in core/quiz and core/data (quiz questions). What is not there yet is written as
 * null, and the pages then make no claim about it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusMeta, getLawRecords, lawCategories } from '../core/laws';
import { legalCategories } from '../core/data/legalCategories';
import type { SiteFigures } from '../core/data/figures';

const root = fileURLToPath(new URL('..', import.meta.url));
export const figuresFile = path.join(root, 'core/data/generated/figures.json');

/** Where other work keeps (or will keep) contract types and templates, and the quiz bank. */
const CONTRACT_DIRS = ['core/contracts'];
const QUIZ_DIRS = ['core/quiz', 'core/data'];
/** Never data arrays of those kinds, and large: not scanned. */
const SKIPPED = [/\.test\.tsx?$/, /\.d\.ts$/, /^core\/data\/uscode\//, /^core\/data\/figures\.json$/, /^core\/data\/apiRoutes\.json$/];

type Row = Record<string, unknown>;
const isRow = (x: unknown): x is Row => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (row: Row, key: string) => typeof row[key] === 'string' && (row[key] as string).length > 0;

/** Spec part 2 §3 "Contract types (value: label, category)"; the value may be called id. */
const isContractType = (r: Row) => (str(r, 'value') || str(r, 'id')) && str(r, 'label') && str(r, 'category') && !('fields' in r);
/** Spec part 1 §3 "Contract template: id, name, category, description, fields". */
const isContractTemplate = (r: Row) => str(r, 'id') && str(r, 'name') && str(r, 'category') && Array.isArray(r.fields);
/** Spec part 2 §3 "Quiz question: question, options, correctAnswer (index), ...". */
const isQuizQuestion = (r: Row) => str(r, 'question') && Array.isArray(r.options) && typeof r.correctAnswer === 'number';

function filesUnder(dir: string): string[] {
  const abs = path.join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return filesUnder(rel);
    if (!/\.(ts|json)$/.test(name) || SKIPPED.some((re) => re.test(rel))) return [];
    return [rel];
  });
}

/** Every array of plain objects a module exports, directly or one level inside an exported object. */
async function exportedArrays(dirs: string[]): Promise<Row[][]> {
  const arrays: Row[][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value) && value.length > 0 && value.every(isRow)) arrays.push(value);
  };
  for (const rel of [...new Set(dirs.flatMap(filesUnder))]) {
    const file = path.join(root, rel);
    const mod: Record<string, unknown> = rel.endsWith('.json')
      ? { default: JSON.parse(readFileSync(file, 'utf8')) }
      : await import(pathToFileURL(file).href);
    for (const value of Object.values(mod)) {
      visit(value);
      if (isRow(value)) Object.values(value).forEach(visit);
    }
  }
  return arrays;
}

/** Distinct `key` values over every exported array whose rows all have the shape; null when there is none. */
function countDistinct(arrays: Row[][], shape: (r: Row) => boolean, key: (r: Row) => unknown): number | null {
  const matching = arrays.filter((rows) => rows.every(shape));
  if (matching.length === 0) return null;
  return new Set(matching.flatMap((rows) => rows.map((r) => String(key(r))))).size;
}

export async function computeFigures(): Promise<SiteFigures> {
  const records = getLawRecords();
  const guides = records.filter((r) => r.kind === 'guide').length;
  const categories = lawCategories();
  const contractArrays = await exportedArrays(CONTRACT_DIRS);
  const quizArrays = await exportedArrays(QUIZ_DIRS);
  return {
    laws: {
      total: records.length,
      guides,
      usCodeSections: records.length - guides,
      fullTextSections: records.filter((r) => r.kind === 'section' && r.hasFullText).length,
      usCodeTitles: new Set(records.map((r) => r.usc.title)).size,
      releasePoint: corpusMeta.releasePoint,
      currentThrough: corpusMeta.currentThrough,
    },
    categories: {
      total: categories.length,
      topics: categories.filter((c) => c.kind === 'guide').length,
      usCodeTitles: categories.filter((c) => c.kind === 'title').length,
    },
    legalCategories: legalCategories.length,
    contractTypes: countDistinct(contractArrays, isContractType, (r) => r.value ?? r.id),
    contractTemplates: countDistinct(contractArrays, isContractTemplate, (r) => r.id),
    quizQuestions: countDistinct(quizArrays, isQuizQuestion, (r) => r.question),
  };
}

export function serializeFigures(figures: SiteFigures): string {
  return `${JSON.stringify(figures, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await computeFigures();
  writeFileSync(figuresFile, serializeFigures(figures));
  console.log(`wrote ${path.relative(root, figuresFile)}:`, figures);
}
