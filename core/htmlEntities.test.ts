import { describe, expect, it } from 'vitest';
import { decodeEntities } from './htmlEntities';

describe('decodeEntities', () => {
  it('decodes named references from the whole HTML table and numeric ones', () => {
    expect(decodeEntities('Women&rsquo;s &#8220;suffrage&#x201D; &amp; &frac12; &sect; 1983')).toBe('Women’s “suffrage” & ½ § 1983');
  });

  it('keeps what names no character as written, or as the caller says', () => {
    expect(decodeEntities('a&unknown;b&#0;c')).toBe('a&unknown;b&#0;c');
    expect(decodeEntities('a&unknown;b&#0;c', () => ' ')).toBe('a b c');
  });

  it('never reads a longer name as a legacy reference without its semicolon (&notit; is not ¬it;)', () => {
    expect(decodeEntities('&notit; &not;')).toBe('&notit; ¬');
  });
});
