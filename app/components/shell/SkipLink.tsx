import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jump past the header to the page itself. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
