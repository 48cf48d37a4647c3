import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataSourceBadges } from './DataSourceBadges';

export function Hero() {
  return (
    <Stack gap="xs">
      <Title order={2}>Ask About Federal Regulations</Title>
      <Text c="dimmed">
        Ask in plain English. Answers name the federal laws that apply, cite the U.S. Code and link to the official text.
      </Text>
      <Text size="sm">
        Or browse and search every section yourself in the{' '}
        <Anchor component={Link} to="/federal-laws" underline="always">
          Federal Laws Database
        </Anchor>
        .
      </Text>
      <DataSourceBadges />
    </Stack>
  );
}
