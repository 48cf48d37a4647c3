/**
 * What the typewriter types of an answer in the app's text format: paragraphs, law
 * lines and quoted passages. The "Verify:" and "Penalties:" lines and details are not typed:
 * they appear in the finished answer's cards (links and "More"), never as raw text.
 */
const INDENTED = /^(?: {2,}|\t)/;

export function typingText(text: string): string {
  return text
    .split('\n')
    .filter((line) => !INDENTED.test(line) || /^\s*quote:/i.test(line))
    .join('\n');
}
