import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { IconHeadphones, IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { splitSentences } from '../../../core/speech/sentences';
import { READ_RATES, ReadAloud } from './readAloud';
import { deviceVoice, serverVoice } from './voices';

export interface ListenControlProps {
  /** What to read, as shown (line breaks end sentences). */
  text: string;
  /** What it is, for the button's accessible name: "Listen to the answer". */
  label: string;
  /** The server's voice needs an account; signed-out readers get the device's voice. */
  signedIn?: boolean;
}

const rateLabel = (rate: number) => `${rate}×`;

/**
 * "Listen": reads `text` aloud one sentence at a time, highlighting the sentence being
 * read and keeping it in view; play/pause, stop and a speed from 0.75× to 1.5×. Keyboard operable
 * (native buttons and select); its state is announced politely.
 */
export function ListenControl({ text, label, signedIn = true }: ListenControlProps) {
  const sentences = useMemo(() => splitSentences(text), [text]);
  const reader = useMemo(
    () =>
      new ReadAloud(sentences, { server: signedIn ? serverVoice() : undefined, device: deviceVoice(), offline: () => !navigator.onLine }),
    [sentences, signedIn],
  );
  useEffect(() => () => reader.stop(), [reader]);
  const state = useSyncExternalStore(
    (cb) => reader.subscribe(cb),
    () => reader.state,
    () => reader.state, // server rendering (tests, and any prerender) sees the initial state
  );
  const current = useRef<HTMLElement | null>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state.index]);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    setAnnouncement(state.status === 'playing' ? 'Reading aloud' : state.status === 'paused' ? 'Paused' : state.error ? state.error : '');
  }, [state.status, state.error]);

  if (sentences.length === 0) return null;
  const playing = state.status === 'playing';
  return (
    <div className="listen-control">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={
            playing ? (
              <IconPlayerPause size={14} aria-hidden />
            ) : state.status === 'paused' ? (
              <IconPlayerPlay size={14} aria-hidden />
            ) : (
              <IconHeadphones size={14} aria-hidden />
            )
          }
          onClick={() => (playing ? reader.pause() : reader.play())}
          aria-label={`${playing ? 'Pause' : state.status === 'paused' ? 'Resume' : 'Listen'}: ${label}`}
        >
          {playing ? 'Pause' : state.status === 'paused' ? 'Resume' : 'Listen'}
        </Button>
        {state.status !== 'idle' && (
          <Button size="xs" variant="default" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={() => reader.stop()}>
            Stop
          </Button>
        )}
        <NativeSelect
          size="xs"
          aria-label="Reading speed"
          value={String(state.rate)}
          onChange={(e) => reader.setRate(Number(e.currentTarget.value))}
          data={READ_RATES.map((r) => ({ value: String(r), label: rateLabel(r) }))}
        />
      </Group>
      <Text className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </Text>
      {state.notice && state.status !== 'idle' && (
        <Text size="xs" c="dimmed" mt={4}>
          {state.notice}
        </Text>
      )}
      {state.error && state.status === 'idle' && (
        <Text size="xs" c="red.8" mt={4}>
          {state.error}
        </Text>
      )}
      {state.status !== 'idle' && (
        <Paper
          withBorder
          p="xs"
          mt="xs"
          mah={220}
          style={{ overflowY: 'auto' }}
          aria-label={`Reading: ${label}`}
          tabIndex={0}
          component="section"
        >
          {sentences.map((s, i) =>
            i === state.index ? (
              <mark key={i} ref={current} className="listen-current" aria-current="true">
                {s}{' '}
              </mark>
            ) : (
              <span key={i}>{s} </span>
            ),
          )}
        </Paper>
      )}
    </div>
  );
}
