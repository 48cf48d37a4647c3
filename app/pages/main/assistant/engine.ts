import type { AnswerEngine } from '../../../../core/schemas/legal';

/** Which engine answered (DESIGN.md: "An engine's answer says which engine produced it"). */
const ENGINE_LABELS: Record<AnswerEngine, string> = {
  'built-in': 'Answered by the built-in engine',
  ai: 'Answered by the AI model',
  offline: 'Offline: answered from your saved library',
};

export function engineLabel(engine: AnswerEngine | undefined): string | null {
  return engine ? ENGINE_LABELS[engine] : null;
}
