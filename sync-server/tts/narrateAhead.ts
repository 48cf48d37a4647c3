/**
 * The Know Your Rights narrations made ahead: the 34 texts (each amendment, as
 * written and in plain language) are synthesized after the server starts, one at a time and only
 * while no request's narration is being made, so a first play finds its file made.
 */
import { amendments, narrationText } from '../../core/data/amendments';
import { audioKinds } from '../../core/schemas/amendments';
import type { AudioStore } from './audioStore';
import { DEFAULT_VOICE } from './espeak';

/** Every amendment narration GET /api/amendments/{n}/audio[/simplified] can ask for. */
export function amendmentNarrations(): string[] {
  return amendments.flatMap((amendment) => audioKinds.map((kind) => narrationText(amendment, kind)));
}

export interface NarratedAhead {
  /** Files there now (made by this pass or before it). */
  ready: number;
  failed: number;
}

/** Makes each text's file unless it exists; a failure is logged and the pass goes on. */
export async function narrateAhead(
  store: AudioStore,
  texts: readonly string[] = amendmentNarrations(),
  log: (message: string) => void = console.error,
): Promise<NarratedAhead> {
  let ready = 0;
  let failed = 0;
  for (const text of texts) {
    try {
      await store.getOrCreateAudio(text, DEFAULT_VOICE, { background: true });
      ready++;
    } catch (error) {
      failed++;
      log(`[laws-ai] a narration made ahead failed (it will be made when played): ${(error as Error).message}`);
    }
  }
  return { ready, failed };
}
