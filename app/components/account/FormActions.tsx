import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog form's Cancel and submit buttons, right-aligned; submit is off while it is sent. */
export function FormActions({ onCancel, submitting, children }: { onCancel(): void; submitting: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {children}
      </Button>
    </Group>
  );
}
