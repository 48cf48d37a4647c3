import { describe, expect, it } from 'vitest';
import { findAmendment, narrationText } from '../../core/data/amendments';
import { amendmentAudioResponseSchema } from '../../core/schemas/amendments';
import { serverPerFile } from '../../test-support/server/harness';
import { audioStoreFor, audioUrlOf } from './audioStore';
import { amendmentNarrations, narrateAhead } from './narrateAhead';
import { synthesisCount } from './synthesizer';

const ctx = serverPerFile();

describe('the Know Your Rights narrations made ahead', () => {
  it('are every amendment’s, as written and in plain language: 34 texts', () => {
    const texts = amendmentNarrations();
    expect(texts).toHaveLength(34);
    expect(new Set(texts).size).toBe(34);
    expect(texts).toContain(narrationText(findAmendment(14)!, 'constitutional'));
    expect(texts).toContain(narrationText(findAmendment(26)!, 'simplified'));
  });

  it('leave the narration file on disk with no request asking for it, so the first play takes the made file', async () => {
    // The shortest of them (the 8th Amendment's text): the pass does the same for all 34.
    const eighth = narrationText(findAmendment(8)!, 'constitutional');
    const store = audioStoreFor(ctx.server.dataDir);
    const id = store.idOf(eighth);
    expect(await store.find(id)).toBeNull();

    const before = synthesisCount();
    expect(await narrateAhead(store, [eighth])).toEqual({ ready: 1, failed: 0 });
    expect(synthesisCount() - before).toBe(1);
    const file = await store.find(id);
    expect(file?.bytes).toBeGreaterThan(1000);

    // The first play: the route answers the file made ahead, and nothing is synthesized.
    const res = await ctx.server.fetch('/api/amendments/8/audio');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(amendmentAudioResponseSchema.parse(await res.json()).audioUrl).toBe(audioUrlOf(id));
    const mp3 = await ctx.server.fetch(audioUrlOf(id));
    expect(mp3.status).toBe(200);
    expect((await mp3.arrayBuffer()).byteLength).toBe(file!.bytes);
    expect(synthesisCount() - before).toBe(1);

    // Another pass (the next start) makes nothing again.
    expect(await narrateAhead(store, [eighth])).toEqual({ ready: 1, failed: 0 });
    expect(synthesisCount() - before).toBe(1);
  }, 120_000);

  it('log a failure and go on with the next text', async () => {
    const store = audioStoreFor(ctx.server.dataDir);
    const logged: string[] = [];
    const eighth = narrationText(findAmendment(8)!, 'constitutional');
    expect(await narrateAhead(store, ['   ', eighth], (m) => logged.push(m))).toEqual({ ready: 1, failed: 1 });
    expect(logged).toEqual([expect.stringContaining('No text to speak')]);
  });
});
