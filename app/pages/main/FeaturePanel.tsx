import { Stack, Title } from '@mantine/core';
import { Disclaimer } from '../../components/Disclaimer';
import { NotYetAvailable } from '../../components/NotYetAvailable';

/** A tab whose feature is built in a later issue: its real heading, the disclaimer, an honest note. */
export function FeaturePanel({ heading }: { heading: string }) {
  return (
    <Stack gap="md" py="lg">
      <Title order={2}>{heading}</Title>
      <Disclaimer />
      <NotYetAvailable />
    </Stack>
  );
}
