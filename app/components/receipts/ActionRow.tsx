import { Button, Group } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/** One button of a receipt's action row. */
export interface ReceiptAction {
  /** What the button says: "Print". */
  text: string;
  icon: TablerIcon;
  /** Its name for screen readers where the text alone does not say what it acts on: "Print this answer". */
  ariaLabel?: string;
  onClick(): void;
  /** 'light' for what is already done ("Saved"). */
  variant?: 'default' | 'light';
  disabled?: boolean;
  loading?: boolean;
  /** The icon's colour (Delete's red). */
  iconColor?: string;
}

/** A receipt's small buttons side by side: under an answer or a law (Save, Print, Share, Download PDF) and in "My saved answers". */
export function ActionRow({ actions, className }: { actions: ReceiptAction[]; className?: string }) {
  return (
    <Group gap="xs" className={className}>
      {actions.map(({ text, icon: Icon, ariaLabel, variant = 'default', iconColor, ...button }, index) => (
        <Button
          key={index}
          size="xs"
          variant={variant}
          leftSection={<Icon size={14} aria-hidden color={iconColor} />}
          aria-label={ariaLabel}
          {...button}
        >
          {text}
        </Button>
      ))}
    </Group>
  );
}
