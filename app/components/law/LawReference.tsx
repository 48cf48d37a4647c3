import { Anchor } from '@mantine/core';
import { openLawDetail } from './lawDetailState';
import { lawReferenceTarget } from './lawReference';

/** A reference with its U.S. Code citation as a button that opens the section's text at that level (in the law detail). */
export function LawReference({ text }: { text: string }) {
  const found = lawReferenceTarget(text);
  if (!found) return <>{text}</>;
  return (
    <>
      {text.slice(0, found.start)}
      <Anchor
        component="button"
        type="button"
        inherit
        onClick={() => openLawDetail(found.lawId, found.target)}
        style={{ textDecoration: 'underline' }}
      >
        {text.slice(found.start, found.end)}
        <span className="visually-hidden"> (read the law)</span>
      </Anchor>
      {text.slice(found.end)}
    </>
  );
}
