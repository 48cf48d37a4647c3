import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Disclaimer } from '../../components/Disclaimer';

/** A reader address that names no title or section: why, and the way to the database. */
export function NotALawAddress({ heading, message }: { heading: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {message}{' '}
        <Anchor component={Link} to="/federal-laws">
          Go to the Federal Laws Database
        </Anchor>
      </Alert>
      <Disclaimer />
    </Stack>
  );
}
