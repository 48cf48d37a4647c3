/**
 * Where a narration is (spec part 1 §7 GET /api/amendments/{n}/audio[/simplified]) and how a
 * failure is named (§8): a reply that is not OK is "Audio not available" with its status, a
 * reply without audioUrl is "No audio URL in response". With no network the URL the server
 * gave last time is used: the service worker has the file if it was played or saved before.
 */
import { ApiError, NetworkError, apiRequest } from '../../api/client';
import { amendmentAudioPath, amendmentAudioResponseSchema, type AudioKind } from '../../../core/schemas/amendments';

/** Why a narration could not be had (shown to the user as the spec's load-failure alert). */
export class AudioUnavailableError extends Error {
  override readonly name = 'AudioUnavailableError';
}

// The device store (Dexie) loads with the first narration, not with the screen.
const amendmentsDb = () => import('../../db/amendments');

export async function getAudioUrl(number: number, kind: AudioKind): Promise<string> {
  let reply: unknown;
  try {
    reply = await apiRequest('GET', amendmentAudioPath(number, kind));
  } catch (error) {
    if (error instanceof NetworkError) {
      const remembered = await amendmentsDb()
        .then((db) => db.rememberedAudioUrl(number, kind))
        .catch(() => null);
      if (remembered) return remembered;
      throw new AudioUnavailableError('Audio not available offline', { cause: error });
    }
    if (error instanceof ApiError) throw new AudioUnavailableError(`Audio not available: ${error.status}`, { cause: error });
    throw error;
  }
  const parsed = amendmentAudioResponseSchema.safeParse(reply);
  if (!parsed.success) throw new AudioUnavailableError('No audio URL in response');
  await amendmentsDb()
    .then((db) => db.rememberAudioUrl(number, kind, parsed.data.audioUrl))
    .catch(() => undefined);
  return parsed.data.audioUrl;
}
