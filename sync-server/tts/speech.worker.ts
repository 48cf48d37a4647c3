/**
 * The speech worker thread: text in, MP3 out (synthesizer.ts starts it). Jobs arrive one at a
 * time; the MP3 bytes go back as a transferred buffer.
 */
import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { synthesizeSpeech } from './espeak';
import { encodeMp3 } from './mp3';
import type { SpeechJob, SpeechJobResult } from './synthesizer';

const port = parentPort;
if (!port) throw new Error('speech.worker.ts runs as a worker thread');

port.on('message', async (job: SpeechJob) => {
  let reply: SpeechJobResult;
  try {
    const pcm = await synthesizeSpeech(job.text, job.voice);
    const mp3 = encodeMp3(pcm);
    reply = { id: job.id, ok: true, mp3, durationSeconds: pcm.samples.length / pcm.sampleRate, threadPriority: getPriority(0) };
    port.postMessage(reply, [mp3.buffer as ArrayBuffer]);
  } catch (error) {
    reply = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
