import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { saveNarrationUrl, type StoredNewsItem } from '../../../db/news';
import { audioTexts, fetchNarrationUrl } from './newsApi';

export type NewsAudioStatus = 'idle' | 'loading' | 'playing' | 'paused';

export interface NewsAudio {
  /** The item whose narration is loaded, playing or paused. */
  activeId: string | null;
  status: NewsAudioStatus;
  statusOf(id: string): NewsAudioStatus;
  /** Play, pause or resume this item's narration; starting one stops any other. */
  toggle(item: StoredNewsItem): void;
}

/**
 * Narration of news items (spec part 1 §4 "News": the button toggles play and pause per item,
 * the end of a track resets it). One track at a time. The narration's MP3 URL is asked for on
 * first play and remembered on the device; the service worker keeps the MP3 once played, so
 * the track plays again offline.
 */
export function useNewsAudio(): NewsAudio {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState<NewsAudioStatus>('idle');
  // Each start gets a number; a late answer for an earlier start is ignored.
  const attempt = useRef(0);
  const playingRef = useRef(false);
  useEffect(() => {
    playingRef.current = status === 'playing' || status === 'paused';
  }, [status]);

  const reset = useCallback(() => {
    attempt.current += 1;
    playingRef.current = false;
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    setActiveId(null);
    setStatus('idle');
  }, []);

  const element = useCallback((): HTMLAudioElement => {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    audio.preload = 'auto';
    audio.addEventListener('ended', () => {
      audio.currentTime = 0;
      setActiveId(null);
      setStatus('idle');
    });
    // A track that breaks off while playing (a failure before it starts is handled by play()).
    audio.addEventListener('error', () => {
      if (!playingRef.current) return;
      reset();
      toast({ title: audioTexts.playFailed, variant: 'destructive' });
    });
    audioRef.current = audio;
    return audio;
  }, [reset]);

  useEffect(() => () => reset(), [reset]);

  const start = useCallback(
    async (item: StoredNewsItem) => {
      reset();
      const mine = ++attempt.current;
      setActiveId(item.id);
      setStatus('loading');
      let url = item.narrationUrl;
      if (!url) {
        try {
          url = await fetchNarrationUrl(item);
        } catch (error) {
          if (mine !== attempt.current) return;
          reset();
          toast({ title: audioTexts.loadFailed, message: error instanceof Error ? error.message : undefined, variant: 'destructive' });
          return;
        }
        if (mine !== attempt.current) return;
        void saveNarrationUrl(item.id, url).catch(() => undefined);
      }
      // Downloaded whole first where a service worker runs: it keeps full replies only (the
      // player's own range requests are not kept), so the track then plays offline too.
      if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
        const cached = await keepForOffline(url);
        if (mine !== attempt.current) return;
        if (!cached) {
          reset();
          toast({ title: audioTexts.loadFailed, variant: 'destructive' });
          return;
        }
      }
      const audio = element();
      audio.src = url;
      try {
        await audio.play();
      } catch (error) {
        if (mine !== attempt.current) return;
        reset();
        // A track that cannot be fetched (offline and never played) fails to load, not to play.
        const notLoaded = audio.error !== null || (error instanceof DOMException && error.name === 'NotSupportedError');
        toast({ title: notLoaded ? audioTexts.loadFailed : audioTexts.playFailed, variant: 'destructive' });
        return;
      }
      if (mine === attempt.current) setStatus('playing');
    },
    [element, reset],
  );

  const toggle = useCallback(
    (item: StoredNewsItem) => {
      const audio = audioRef.current;
      if (activeId === item.id && audio) {
        if (status === 'playing') {
          audio.pause();
          setStatus('paused');
          return;
        }
        if (status === 'paused') {
          audio.play().then(
            () => setStatus('playing'),
            () => {
              reset();
              toast({ title: audioTexts.playFailed, variant: 'destructive' });
            },
          );
          return;
        }
        if (status === 'loading') {
          reset();
          return;
        }
      }
      void start(item);
    },
    [activeId, reset, start, status],
  );

  const statusOf = useCallback((id: string): NewsAudioStatus => (id === activeId ? status : 'idle'), [activeId, status]);

  return { activeId, status, statusOf, toggle };
}

/** Fetch the whole MP3 through the service worker (which keeps it); false when it cannot be had. */
async function keepForOffline(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
