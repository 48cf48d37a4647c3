/** The question an answer replies to: the nearest user message above it in a chat. */
export function questionBefore(messages: readonly { type: string; content: string }[], index: number): string {
  for (let i = index - 1; i >= 0; i--) if (messages[i]!.type === 'user') return messages[i]!.content;
  return '';
}
