/**
 * npm run check:currency (docs/testing.md): lists the content items (guides, activity answers, quiz
 * questions, deadlines) that cite a U.S. Code section amended after the release point the item
 * was checked against, so a reviewer knows exactly what to reread when the data moves to a newer
 * release point. Exits 1 when any item is listed.
 *
 *   npx tsx scripts/check-currency.ts [--history-dir corpus/uscode-history/]
 */
import { pathToFileURL } from 'node:url';
import { staleItems, uncheckedItems, type StaleCitation } from '../core/currency/check';
import { contentItems } from '../core/currency/items';
import { changeText } from '../core/laws/history';
import { openLawHistory, type LawHistory } from '../sync-server/lawHistory';

export interface CurrencyReport {
  releasePoint: string;
  itemCount: number;
  stale: StaleCitation[];
  unchecked: number;
  lines: string[];
}

export function checkCurrency(history: LawHistory): CurrencyReport {
  const items = contentItems();
  const stale = staleItems(items, (title, section) => history.dates(title, section)?.lastAmended);
  const unchecked = uncheckedItems(items).length;
  const lines = [
    `Content checked against the U.S. Code history current through release point ${history.releasePoint}: ${items.length} items.`,
    ...(stale.length
      ? [
          `${stale.length} citation(s) amended after the release point their item was checked against; reread:`,
          ...stale.map(
            (s) =>
              `  ${s.item.kind}:${s.item.id} (checked against ${s.item.checkedAgainst}) cites ${s.title} U.S.C. § ${s.section}, last amended ${changeText(s.lastAmended)}`,
          ),
        ]
      : ['No item cites a section amended after the release point it was checked against.']),
    ...(unchecked ? [`${unchecked} item(s) record no release point (guides not yet read against the text).`] : []),
  ];
  return { releasePoint: history.releasePoint, itemCount: items.length, stale, unchecked, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--history-dir');
  const dir = at > 0 ? process.argv[at + 1] : undefined;
  const report = checkCurrency(openLawHistory(dir ? { dir: dir.endsWith('/') ? dir : `${dir}/` } : {}));
  console.log(report.lines.join('\n'));
  process.exit(report.stale.length ? 1 : 0);
}
