import { createReadStream } from 'node:fs';
import { Router } from '@koa/router';
import { ApiError } from '../http/errors';
import { parseByteRange } from '../http/byteRange';
import { audioStoreFor, audioUrlOf } from '../tts';
import { openAiSpeaker } from '../tts/openaiSpeech';
import { parseBody } from '../http/parseBody';
import { SlidingWindow } from '../http/slidingWindow';
import { narrationMessages, narrationRequestSchema, type NarrationResponse } from '../../core/schemas/narration';
import { signedInUser } from '../auth/session';
import type { ApiDeps } from './deps';

/** Sentences one user may have narrated per minute: reading a long answer at 1.5× is ~30. */
export const NARRATIONS_PER_MINUTE = 120;

export const audioMessages = {
  notFound: 'Audio not found',
} as const;

/**
 * GET /api/audio/{id}.mp3: a narration made by sync-server/tts. Public (the files are public
 * narrations of public texts and an id is a hash nobody can guess a file from). A file never
 * changes under its id, so it may be cached for a year; Range requests get 206 (iOS Safari
 * will not play audio from a server without them).
 */
export function audioRouter({ config, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/audio' });
  const store = audioStoreFor(config.dataDir, config.narrationCacheBytes);
  // Every narration of this data directory (amendments, news, read aloud) uses the speech model
  // when OPENAI_TTS_MODEL is set, eSpeak NG otherwise.
  store.useSpeaker(openAiSpeaker(config));
  const narrations = new SlidingWindow(60);

  /**
   * POST /api/audio/narrations {text}: the narration of one sentence of an answer, law text or
   * guide ("Listen"), made once and kept like every other narration.
   */
  router.post('/narrations', signedIn, async (ctx) => {
    const { text } = parseBody(ctx, narrationRequestSchema);
    const key = signedInUser(ctx).id;
    const wait = narrations.wait(key, NARRATIONS_PER_MINUTE);
    if (wait > 0) throw new ApiError(429, narrationMessages.tooMany, { headers: { 'Retry-After': String(Math.ceil(wait / 1000)) } });
    narrations.record(key);
    let id: string;
    try {
      ({ id } = await store.getOrCreateAudio(text));
    } catch (error) {
      console.error('[laws-ai] narration failed:', error);
      throw new ApiError(503, narrationMessages.failed, { headers: { 'Retry-After': '30' } });
    }
    ctx.body = { audioUrl: audioUrlOf(id) } satisfies NarrationResponse;
  });

  router.get('/:name', async (ctx) => {
    const id = /^([0-9a-f]{32})\.mp3$/.exec(ctx.params.name ?? '')?.[1];
    const audio = id ? await store.find(id) : null;
    if (!audio) throw new ApiError(404, audioMessages.notFound);

    const etag = `"${audio.id}"`;
    // If-Range: a range of another version is no use; the whole file is sent instead.
    const ifRange = ctx.get('If-Range');
    const range = ifRange && ifRange !== etag ? null : parseByteRange(ctx.get('Range'), audio.bytes);
    if (range === 'unsatisfiable') {
      throw new ApiError(416, 'Range not satisfiable', { headers: { 'Content-Range': `bytes */${audio.bytes}` } });
    }

    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    ctx.type = 'audio/mpeg';
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${audio.bytes}`);
      ctx.body = createReadStream(audio.file, { start: range.start, end: range.end });
      ctx.length = range.end - range.start + 1;
      return;
    }
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = createReadStream(audio.file);
    ctx.length = audio.bytes;
  });

  return router;
}
