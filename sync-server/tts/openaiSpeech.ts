/**
 * Narration by an OpenAI-compatible speech model: with OPENAI_TTS_MODEL set (e.g.
 * `tts-1`, or a local server that implements POST /v1/audio/speech), narrations are made there
 * through the official `openai` SDK. eSpeak NG stays the default, and the fallback whenever the
 * model fails (the audio store then keeps eSpeak's file and asks the model again next time).
 */
import OpenAI from 'openai';
import type { Config } from '../config';

export interface Speaker {
  /** Part of every file id: changing the model or voice makes new files. */
  readonly name: string;
  speak(text: string): Promise<Uint8Array>;
}

const OPENAI_URL = 'https://api.openai.com/v1';
/** MP3 frames start with 11 set bits (or an ID3 tag): anything else is not audio we can serve. */
function looksLikeMp3(bytes: Uint8Array): boolean {
  return (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
}

/** The configured speech model, or undefined when OPENAI_TTS_MODEL is unset. */
export function openAiSpeaker(config: Config): Speaker | undefined {
  const model = config.openaiTtsModel;
  if (!model || (!config.openaiApiKey && !config.openaiBaseUrl)) return undefined;
  const client = new OpenAI({
    apiKey: config.openaiApiKey ?? 'no-key',
    baseURL: config.openaiBaseUrl ?? OPENAI_URL,
    timeout: config.openaiTimeoutMs,
    maxRetries: 0,
  });
  const voice = config.openaiTtsVoice;
  return {
    name: `openai/${model}/${voice}`,
    async speak(text) {
      const reply = await client.audio.speech.create({ model, voice, input: text, response_format: 'mp3' });
      const bytes = new Uint8Array(await reply.arrayBuffer());
      if (bytes.length < 4 || !looksLikeMp3(bytes)) throw new Error('the speech model did not send MP3 audio');
      return bytes;
    },
  };
}
