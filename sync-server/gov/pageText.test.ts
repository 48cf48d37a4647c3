import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './pageText';

describe('htmlToText', () => {
  it('keeps the words of the page in order, without scripts, styles, comments or footnote markers', () => {
    const html = `<html><head><title>Amendment I</title><style>p{}</style></head><body>
      <script>var x = "Congress shall";</script><!-- note -->
      <p><strong>Section 1.</strong>&nbsp;Congress shall make no law respecting an establishment<sup><a href="#1">1</a></sup> of religion</p></body></html>`;
    expect(htmlToText(html)).toBe('Section 1. Congress shall make no law respecting an establishment of religion');
  });

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('Women&rsquo;s &#8220;suffrage&#x201D; &amp; more')).toBe('Women’s “suffrage” & more');
    // What it does not know becomes a space, never a broken character.
    expect(decodeEntities('a&unknown;b&#0;c')).toBe('a b c');
  });
});
