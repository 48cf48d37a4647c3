/**
 * The two voices of read aloud: the server's narration of each sentence (POST
 * /api/audio/narrations, then the MP3, which the service worker keeps) and the browser's speech
 * synthesis (Web Speech API), which works offline.
 */
import { narrationResponseSchema } from '../../../core/schemas/narration';
import { apiRequest } from '../../api/client';
import type { Voice } from './readAloud';

function abortError(): DOMException {
  return new DOMException('Stopped', 'AbortError');
}

/** The server's narration, one MP3 per sentence; the next sentence's file is asked for early. */
export function serverVoice(): Voice {
  const urls = new Map<string, Promise<string>>();
  let audio: HTMLAudioElement | null = null;
  const urlOf = (text: string) => {
    let url = urls.get(text);
    if (!url) {
      url = apiRequest('POST', '/api/audio/narrations', { text }).then((reply) => narrationResponseSchema.parse(reply).audioUrl);
      url.catch(() => urls.delete(text));
      urls.set(text, url);
    }
    return url;
  };
  return {
    async speak(text, rate, signal) {
      const url = await urlOf(text);
      if (signal.aborted) throw abortError();
      audio ??= new Audio();
      const player = audio;
      player.src = url;
      player.playbackRate = rate;
      await new Promise<void>((resolve, reject) => {
        const done = () => (cleanup(), resolve());
        const failed = () => (cleanup(), reject(new Error('The narration could not be played.')));
        const aborted = () => (cleanup(), player.pause(), reject(abortError()));
        const cleanup = () => {
          player.removeEventListener('ended', done);
          player.removeEventListener('error', failed);
          signal.removeEventListener('abort', aborted);
        };
        player.addEventListener('ended', done);
        player.addEventListener('error', failed);
        signal.addEventListener('abort', aborted);
        player.play().catch((error) => (cleanup(), reject(error)));
      });
    },
    setRate(rate) {
      if (audio) audio.playbackRate = rate;
    },
  };
}

/** The browser's own speech synthesis; undefined where the browser has none. */
export function deviceVoice(): Voice | undefined {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return {
    speak(text, rate, signal) {
      return new Promise<void>((resolve, reject) => {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = 'en-US';
        utterance.rate = rate;
        utterance.onend = () => resolve();
        utterance.onerror = (event) =>
          event.error === 'interrupted' || event.error === 'canceled' ? reject(abortError()) : reject(new Error(event.error));
        signal.addEventListener('abort', () => synth.cancel(), { once: true });
        synth.speak(utterance);
      });
    },
  };
}
