import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FormErrorAlert } from '../FormErrorAlert';

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

/** A word to the user after signing in or recovering, then on to the home page (a full load: the session is new). */
export function NoticeThenHome({ color, role, children }: { color: string; role: 'alert' | 'status'; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color={color} variant="light" role={role}>
        {children}
      </Alert>
      <Button onClick={() => window.location.assign('/')}>Continue</Button>
    </Stack>
  );
}

interface AuthFormCardProps {
  size: number;
  title: string;
  /** One line below the heading. */
  lead: string;
  error: string | null;
  /** The form. */
  children: ReactNode;
  /** The way to the other screen: "Don't have an account?" and its link. */
  switchPrompt: string;
  switchTo: string;
  switchLabel: string;
  /** The words before the link to the terms. */
  termsLead: string;
}

/** Log in's and sign up's form: heading and lead, the error, the form, the way to the other screen and the terms. */
export function AuthFormCard({ size, title, lead, error, children, switchPrompt, switchTo, switchLabel, termsLead }: AuthFormCardProps) {
  return (
    <AuthCard size={size}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </div>

        <FormErrorAlert error={error} />

        {children}

        <Text size="sm" ta="center">
          {switchPrompt}{' '}
          <Anchor component={Link} to={switchTo} underline="always">
            {switchLabel}
          </Anchor>
        </Text>
        <Text size="xs" ta="center" c="dimmed">
          {termsLead}{' '}
          <Anchor component={Link} to="/terms" size="xs" underline="always">
            Terms of Service
          </Anchor>
          .
        </Text>
      </Stack>
    </AuthCard>
  );
}
