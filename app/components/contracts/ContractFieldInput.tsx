import { NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { ContractField } from '../../../core/contracts';

export interface ContractFieldInputProps {
  field: ContractField;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * One field of a template or contract type. Required fields carry the asterisk (spec part 2 §5);
 * whether a blank one blocks generating is the screen's decision.
 */
export function ContractFieldInput({ field, value, onChange, disabled }: ContractFieldInputProps) {
  const common = {
    label: field.label,
    description: field.hint,
    placeholder: field.placeholder,
    withAsterisk: field.required,
    'aria-required': field.required || undefined,
    disabled,
  };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} maxRows={8} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value}
          onChange={(v) => onChange(String(v))}
          min={0}
          allowNegative={false}
          decimalScale={field.unit === 'money' ? 2 : field.unit === 'percent' ? 3 : 0}
          thousandSeparator={field.unit === 'money' ? ',' : undefined}
          leftSection={field.unit === 'money' ? '$' : undefined}
          rightSection={field.unit === 'percent' ? '%' : undefined}
          hideControls
        />
      );
    case 'date':
      return <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[
            { value: '', label: `Select ${field.label.toLowerCase()}` },
            ...(field.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
        />
      );
    default:
      return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
