/**
 * Enactment read from the source credit's first element (docs/evidence.md): over all 50,936
 * credits of the committed corpus, "Enacted" never names a law the credit lists only after an
 * earlier element (an amendment), and its date is the first element's (the "as added" law's).
 */
import { describe, expect, it } from 'vitest';
import { getCorpusData } from '../../core/laws/corpus';
import { changeText, firstCreditElement } from '../../core/laws/history';
import { getLawHistory } from './index';

const history = getLawHistory();
const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
/** "1965-07-30" as the credits write it: "July 30, 1965". */
const creditDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]!.replace('.', '')} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

describe('enactment dates', { timeout: 120_000 }, () => {
  it('all 50,936 credits: "Enacted" names the law and date of the credit’s first element, never a later one', async () => {
    const wrong: string[] = [];
    let read = 0;
    for (const [title, section, , , dup] of getCorpusData().sections) {
      const h = await history.history(title, section, dup || undefined);
      read += 1;
      if (!h?.credit || !h.enacted) continue;
      // (one credit writes "Oct 11, 1966": month abbreviations compared without their period)
      const first = firstCreditElement(h.credit).replace(/\b(Jan|Feb|Mar|Apr|Aug|Sept|Oct|Nov|Dec)\. /g, '$1 ');
      const { date, publicLaw, statute } = h.enacted;
      const ok = statute?.startsWith('R.S.')
        ? first.startsWith('R.S.') && date === '1874'
        : first.includes(creditDate(date)) &&
          (!publicLaw || first.includes(`Pub. L. ${publicLaw.replace('-', '–')}`)) &&
          (!statute || first.includes(statute));
      if (!ok) wrong.push(`${title}/${section}: ${changeText(h.enacted)} | ${first.slice(0, 120)}`);
    }
    expect(read).toBe(50_936);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('the issue’s examples', () => {
    expect(changeText(history.dates(42, '1983')!.enacted!)).toBe('Revised Statutes § 1979 (1874)');
    expect(changeText(history.dates(42, '1981')!.enacted!)).toBe('Revised Statutes § 1977 (1874)');
    expect(changeText(history.dates(42, '1395ff')!.enacted!)).toBe('July 30, 1965 by Pub. L. 89-97');
    expect(changeText(history.dates(42, '1437f')!.enacted!)).toBe('Aug. 22, 1974 by Pub. L. 93-383');
    expect(changeText(history.dates(29, '207')!.enacted!)).toBe('June 25, 1938, ch. 676');
    // Amendments are listed after: the last amendment is still the credit's latest.
    expect(history.dates(42, '1983')!.lastAmended).toEqual({ date: '1996-10-19', publicLaw: '104-317' });
  });
});
