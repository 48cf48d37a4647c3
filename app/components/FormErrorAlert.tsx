import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red alert above a form (spec part 1 §4: login and sign-up errors). */
export function FormErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} className="error-alert">
      {error}
    </Alert>
  );
}
