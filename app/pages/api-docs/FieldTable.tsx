import { Code, Table, Text } from '@mantine/core';
import type { SchemaShape } from '../../../core/apiDocs';

/** The fields of a request or reply, generated from its zod schema. */
export function FieldTable({ caption, shape }: { caption: string; shape: SchemaShape }) {
  if (shape.fields.length === 0) {
    return (
      <Text size="sm">
        <strong>{caption}:</strong> {shape.type}
      </Text>
    );
  }
  const each = shape.type.startsWith('array') ? ` (${shape.type}, each with)` : '';
  return (
    // Wider than a phone: it scrolls sideways, so the keyboard must reach it (a focusable, named region).
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={caption} className="mantine-focus-auto">
      <Table striped withTableBorder verticalSpacing={4} fz="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600, color: 'var(--mantine-color-text)' }}>
          {caption}
          {each}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Required</Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shape.fields.map((field) => (
            <Table.Tr key={field.name}>
              <Table.Td>
                <Code>{field.name}</Code>
              </Table.Td>
              <Table.Td>{field.type}</Table.Td>
              <Table.Td>{field.required ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{field.notes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
