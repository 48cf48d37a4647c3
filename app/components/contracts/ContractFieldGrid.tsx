import { SimpleGrid } from '@mantine/core';
import type { ContractField } from '../../../core/contracts';
import { ContractFieldInput } from './ContractFieldInput';

interface ContractFieldGridProps {
  fields: readonly ContractField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  disabled: boolean;
  /** A narrow column (the drafting page): tighter, and names and addresses take the full width too. */
  narrow?: boolean;
}

/** A template's or contract type's fields, two to a row on wider screens; long texts take the full width. */
export function ContractFieldGrid({ fields, values, onChange, disabled, narrow = false }: ContractFieldGridProps) {
  const fullWidth = (field: ContractField) => field.type === 'textarea' || (narrow && field.type === 'text');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={narrow ? 'sm' : 'md'}>
      {fields.map((field) => (
        <div key={field.name} style={fullWidth(field) ? { gridColumn: '1 / -1' } : undefined}>
          <ContractFieldInput
            field={field}
            value={values[field.name] ?? ''}
            onChange={(v) => onChange(field.name, v)}
            disabled={disabled}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
