/** "California" from "California", "state of California" or "the State of California". */
export function stateName(typed: string): string {
  return typed.replace(/^(the\s+)?state\s+of\s+/i, '').trim() || typed;
}
