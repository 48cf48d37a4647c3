import type { ReactNode } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';

/** The card the sign-in and sign-up screens stand in. */
export function AuthCard({ size, children }: { size: number; children: ReactNode }) {
  return (
    <Container size={size} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}

/** The screen's heading with its one-line lead below. */
export function AuthHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {lead}
      </Text>
    </div>
  );
}
