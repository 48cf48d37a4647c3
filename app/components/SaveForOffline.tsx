import { useState, type ReactNode } from 'react';
import { Button, Group, Loader, Progress, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';

/** "January 5, 2027": when something was saved on this device. */
export const savedDate = (ms: number) => new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * A save for offline under way (the library, a title): what it is doing, how far (a bar, or
 * dots while the amount is unknown), and Cancel.
 */
export function SaveProgress({
  status,
  percent,
  progressLabel,
  onCancel,
}: {
  status: string;
  percent: number | null;
  progressLabel: string;
  onCancel: () => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {status}
      </Text>
      {/* No width transition: the bar moves every ~100 ms, and animating its width would lay out and paint on the main thread at every frame of a download. */}
      {percent === null ? (
        <Loader size="sm" type="dots" aria-hidden />
      ) : (
        <Progress value={percent} transitionDuration={0} aria-label={progressLabel} />
      )}
      <Button variant="default" size="xs" w="fit-content" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}

/** "Saved on this device: …", with a check. */
export function SavedStatus({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} role="status">
      <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

interface RemoveSavedProps {
  /** The button that asks first, e.g. "Remove saved title". */
  label: string;
  /** What removing loses, asked before it is done. */
  question: string;
  onRemove: () => void;
  /** How the first button looks where it stands. */
  buttonProps?: ButtonProps;
}

/** Removing a saved copy from the device: asked first (Remove / Keep it). */
export function RemoveSaved({ label, question, onRemove, buttonProps }: RemoveSavedProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={<IconTrash size={14} aria-hidden />}
        {...buttonProps}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm">{question}</Text>
      <Group gap="xs">
        <Button
          color="red"
          size="xs"
          onClick={() => {
            setConfirming(false);
            onRemove();
          }}
        >
          Remove
        </Button>
        <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Group>
    </Stack>
  );
}
