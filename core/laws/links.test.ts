import { describe, expect, it } from 'vitest';
import { formatCitation, govinfoUrl, sectionRecordId, uscodeUrl } from './links';
import { CONFIDENCE, guideConfidence } from './confidence';

describe('citations and official links', () => {
  it('formats a citation the way the Code is cited', () => {
    expect(formatCitation(42, '3604')).toBe('42 U.S.C. § 3604');
    expect(formatCitation(42, '2000e-2')).toBe('42 U.S.C. § 2000e-2');
  });

  it('links to the current text on uscode.house.gov and to GovInfo with the data README patterns', () => {
    expect(uscodeUrl(42, '3604')).toBe(
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim',
    );
    expect(govinfoUrl(15, '1681s-2')).toBe('https://www.govinfo.gov/link/uscode/15/1681s-2?link-type=html');
  });

  it('percent-encodes anything in a section that could bend a link', () => {
    expect(uscodeUrl(42, '3604&num=9#x')).toContain('section3604%26num%3D9%23x&num=0');
    expect(new URL(govinfoUrl(42, '../../evil')).pathname).toBe('/link/uscode/42/..%2F..%2Fevil');
  });

  it('gives the second section of a duplicated number its own id', () => {
    expect(sectionRecordId(5, '3598')).toBe('usc-5-3598');
    expect(sectionRecordId(5, '3598', 2)).toBe('usc-5-3598-dup2');
  });

  it('applies one confidence rule: full text 99, heading 97, bare section below the 97 "verified" style', () => {
    expect(guideConfidence('full-text')).toBe(99);
    expect(guideConfidence('heading')).toBe(97);
    expect(CONFIDENCE.sectionHeading).toBeLessThan(97);
  });
});
