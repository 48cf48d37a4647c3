import { Overlay, Stack, Text } from '@mantine/core';

/** The full-screen 3-2-1 before the first question. */
export function Countdown({ value }: { value: number }) {
  return (
    <Overlay fixed color="#0b1f3a" backgroundOpacity={0.92} zIndex={300} center>
      <Stack align="center" gap="xs" role="status" aria-live="assertive">
        <Text c="white" size="lg" fw={600}>
          Get ready!
        </Text>
        <Text c="white" fw={900} style={{ fontSize: 'clamp(6rem, 25vw, 12rem)', lineHeight: 1 }} aria-label={`Starting in ${value}`}>
          {value}
        </Text>
      </Stack>
    </Overlay>
  );
}
