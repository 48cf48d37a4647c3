import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LOADING_TEXT } from '../../core/brand';

/** Shown while it is not yet known who is signed in (spec part 1 §2). */
export function LoadingScreen() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{LOADING_TEXT}</Text>
      </Stack>
    </Center>
  );
}

/** Shown while a screen's code is being fetched. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>Loading page...</VisuallyHidden>
    </Center>
  );
}

/** Shown in a screen's body while what it reads is being fetched: "Loading the law...". */
export function LoadingBlock({ text }: { text: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
