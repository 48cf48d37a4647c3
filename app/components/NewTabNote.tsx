/** Tells screen-reader users that a link opens a new tab. */
export function NewTabNote() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}
