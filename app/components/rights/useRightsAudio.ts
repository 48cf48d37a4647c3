/**
 * The Rights audio (spec part 1 §4): one track plays at a time and starting another stops the
 * current one; a track is loading (spinner), playing (stop icon) or idle; a finished track goes
 * back to idle. One <audio> element (rendered by the browser) plays every track.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AudioKind } from '../../../core/schemas/amendmentNames';
import { AUDIO_LOAD_FAILED, AUDIO_PLAYBACK_FAILED } from './audioMessages';

// Asking for a narration (the API client's reply schema, the device store) loads with the first
// track, not with the screen.
const loadAudioApi = () => import('./audioApi');

export type AudioStatus = 'idle' | 'loading' | 'playing';

interface Track {
  number: number;
  kind: AudioKind;
  status: Exclude<AudioStatus, 'idle'>;
}

export interface RightsAudio {
  audioRef: RefObject<HTMLAudioElement | null>;
  statusOf(number: number, kind: AudioKind): AudioStatus;
  /** Play this track (stopping any other), or stop it if it is the one loading or playing. */
  toggle(number: number, kind: AudioKind): void;
  stop(): void;
  /** The alert to show after a failure, until dismissed or another track starts. */
  alert: string | null;
  dismissAlert(): void;
}

export function useRightsAudio(): RightsAudio {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Each start gets a new number; an answer for an older start is ignored.
  const attempt = useRef(0);

  const halt = useCallback(() => {
    attempt.current++;
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
  }, []);

  const stop = useCallback(() => {
    halt();
    setTrack(null);
  }, [halt]);

  const fail = useCallback(
    (message: string) => {
      halt();
      setTrack(null);
      setAlert(message);
    },
    [halt],
  );

  const start = useCallback(
    async (number: number, kind: AudioKind) => {
      halt();
      const mine = ++attempt.current;
      setAlert(null);
      setTrack({ number, kind, status: 'loading' });
      let url: string;
      try {
        url = await loadAudioApi().then((api) => api.getAudioUrl(number, kind));
      } catch (error) {
        if (mine !== attempt.current) return;
        console.warn('[laws-ai] audio:', error instanceof Error && error.name === 'AudioUnavailableError' ? error.message : error);
        fail(AUDIO_LOAD_FAILED);
        return;
      }
      const audio = audioRef.current;
      if (mine !== attempt.current || !audio) return;
      audio.src = url;
      try {
        await audio.play();
      } catch (error) {
        if (mine !== attempt.current) return;
        const name = error instanceof DOMException ? error.name : '';
        // AbortError: stopped meanwhile. NotSupportedError: the file could not be loaded.
        if (name === 'AbortError') return;
        console.warn('[laws-ai] audio playback:', error);
        fail(name === 'NotSupportedError' ? AUDIO_LOAD_FAILED : AUDIO_PLAYBACK_FAILED);
        return;
      }
      if (mine === attempt.current) setTrack({ number, kind, status: 'playing' });
    },
    [fail, halt],
  );

  const toggle = useCallback(
    (number: number, kind: AudioKind) => {
      if (track && track.number === number && track.kind === kind) stop();
      else void start(number, kind);
    },
    [start, stop, track],
  );

  // The element's own events: the end of a track, and a file that fails while loading or playing.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => setTrack(null);
    const failed = () => {
      // An element emptied by stop() has no source: not a failure.
      if (!audio.getAttribute('src')) return;
      const code = audio.error?.code;
      fail(code === MediaError.MEDIA_ERR_DECODE ? AUDIO_PLAYBACK_FAILED : AUDIO_LOAD_FAILED);
    };
    audio.addEventListener('ended', ended);
    audio.addEventListener('error', failed);
    return () => {
      audio.removeEventListener('ended', ended);
      audio.removeEventListener('error', failed);
    };
  }, [fail]);

  // Leaving the screen stops the narration.
  useEffect(() => halt, [halt]);

  const statusOf = useCallback(
    (number: number, kind: AudioKind): AudioStatus => (track && track.number === number && track.kind === kind ? track.status : 'idle'),
    [track],
  );

  return { audioRef, statusOf, toggle, stop, alert, dismissAlert: useCallback(() => setAlert(null), []) };
}
