import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudDownload } from '@tabler/icons-react';
import { canStoreAudio } from '../../pwa/audioCache';
import { isAmendmentAudioSaved, saveAmendmentAudio } from './offlineAudio';

type SaveState = 'checking' | 'idle' | 'saving' | 'saved' | 'failed';

/** "Save audio for offline": both narrations of the amendment, kept on the device. */
export function SaveAudioButton({ number }: { number: number }) {
  const [state, setState] = useState<SaveState>('checking');
  useEffect(() => {
    let live = true;
    void isAmendmentAudioSaved(number)
      .catch(() => false)
      .then((saved) => live && setState(saved ? 'saved' : 'idle'));
    return () => {
      live = false;
    };
  }, [number]);

  if (!canStoreAudio()) return null;
  if (state === 'saved') {
    return (
      <Group gap={6} c="green.9" role="status">
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm" inherit>
          Audio saved for offline
        </Text>
      </Group>
    );
  }
  const save = async () => {
    setState('saving');
    try {
      await saveAmendmentAudio(number);
      setState('saved');
    } catch (error) {
      console.warn('[laws-ai] saving audio:', error);
      setState('failed');
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconCloudDownload size={16} aria-hidden />}
        loading={state === 'saving'}
        disabled={state === 'checking'}
        onClick={() => void save()}
      >
        Save audio for offline
      </Button>
      {state === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          The audio could not be saved. Check your connection and try again.
        </Text>
      )}
    </Group>
  );
}
