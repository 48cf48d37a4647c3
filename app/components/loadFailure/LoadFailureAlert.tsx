import { useEffect } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { failureText } from './failureText';
import { forgetFailedLoads } from './lazyWithRetry';
import { TRY_AGAIN } from './messages';

interface LoadFailureAlertProps {
  error: unknown;
  onRetry: () => void;
  /** A screen's failure titles the page (a heading of this level); a part's is bold text. */
  titleOrder?: 1 | 2 | 3;
}

/** Says what failed to show (a download, or anything else) with a "Try again" button. */
export function LoadFailureAlert({ error, onRetry, titleOrder }: LoadFailureAlertProps) {
  const { title, text } = failureText(error);
  // The failed part is off screen now: its next render imports it anew (lazyWithRetry).
  useEffect(() => forgetFailedLoads(), [error]);
  // The title in the body's colour: Mantine's red title on the light red is 3.4:1, below AA.
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {titleOrder ? (
          <Title order={titleOrder} size="h3">
            {title}
          </Title>
        ) : (
          <Text fw={700}>{title}</Text>
        )}
        <Text size="sm">{text}</Text>
        <Button variant="default" onClick={onRetry} data-autofocus>
          {TRY_AGAIN}
        </Button>
      </Stack>
    </Alert>
  );
}
