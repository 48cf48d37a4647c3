import type { AnswerEngine } from '../../core/schemas/legal';

/** Which engine answered (DESIGN.md: "An engine's answer says which engine produced it"). */
const ENGINE_LABELS: Record<AnswerEngine, string> = {
  'built-in': 'Answered by the built-in engine',
  ai: 'Answered by the AI model',
  offline: 'Offline: answered from your saved library',
};

/**
 * The label said with every answer of the Legal Assistant, the chat tutor and the state-law chat.
 * `offline` overrides the offline wording where the offline answer is not from the saved library.
 */
export function engineLabel(engine: AnswerEngine | undefined, offline: string = ENGINE_LABELS.offline): string | null {
  if (!engine) return null;
  return engine === 'offline' ? offline : ENGINE_LABELS[engine];
}
