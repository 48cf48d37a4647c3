import { Stack, Text, Title } from '@mantine/core';
import { DataSourceBadges } from './DataSourceBadges';

export function Hero() {
  return (
    <Stack gap="xs">
      <Title order={2}>Ask About Federal Regulations</Title>
      <Text c="dimmed">
        Ask in plain English. Answers name the federal laws that apply, cite the U.S. Code and link to the official text.
      </Text>
      <DataSourceBadges />
    </Stack>
  );
}
