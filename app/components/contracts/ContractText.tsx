import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CopyTextButton, type CopyTextButtonProps } from './CopyTextButton';
import { downloadTextFile } from './download';

export interface ContractTextProps {
  text: string;
  copiedToast: CopyTextButtonProps['copiedToast'];
  /** Called at click time, so the name carries the date of the download. */
  fileName: () => string;
  /** Which engine wrote it, said under the text. */
  engineNote?: string;
  notice?: string;
  /** More buttons after Copy and Download (New Contract). */
  actions?: ReactNode;
}

/** A generated contract as preformatted text (never HTML), with Copy and Download. */
export function ContractText({ text, copiedToast, fileName, engineNote, notice, actions }: ContractTextProps) {
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <CopyTextButton text={text} copiedToast={copiedToast} />
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadTextFile(fileName(), text)}
        >
          Download
        </Button>
        {actions}
      </Group>
      {notice && (
        <Text size="sm" c="orange.9">
          {notice}
        </Text>
      )}
      <Box
        component="pre"
        role="region"
        aria-label="Generated contract"
        tabIndex={0}
        m={0}
        p="md"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 'var(--mantine-font-size-sm)',
          lineHeight: 1.55,
          maxHeight: '70vh',
          overflowY: 'auto',
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {text}
      </Box>
      {engineNote && (
        <Text size="xs" c="dimmed">
          {engineNote}
        </Text>
      )}
    </Stack>
  );
}
