import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { audioKinds } from '../../../core/schemas/amendments';
import { audioKindLabels } from './audioMessages';
import type { AudioStatus, RightsAudio } from './useRightsAudio';

const verb: Record<AudioStatus, string> = { idle: 'Play', loading: 'Loading', playing: 'Stop' };
const icon = (status: AudioStatus) =>
  status === 'loading' ? (
    <Loader size={16} color="currentColor" aria-hidden />
  ) : status === 'playing' ? (
    <IconPlayerStop size={16} aria-hidden />
  ) : (
    <IconPlayerPlay size={16} aria-hidden />
  );

/**
 * Play/stop for the amendment's two narrations (spec part 1 §4 "Rights audio"): a spinner while
 * loading, a stop icon while playing, a play icon when idle.
 */
export function AudioControls({ number, audio }: { number: number; audio: RightsAudio }) {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {audioKinds.map((kind) => {
          const status = audio.statusOf(number, kind);
          return (
            <Button
              key={kind}
              variant={status === 'idle' ? 'light' : 'filled'}
              onClick={() => audio.toggle(number, kind)}
              aria-busy={status === 'loading' || undefined}
              leftSection={icon(status)}
            >
              {verb[status]} {audioKindLabels[kind]}
            </Button>
          );
        })}
      </Group>
      {audio.alert && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={audio.dismissAlert}>
          {audio.alert}
        </Alert>
      )}
    </Stack>
  );
}
