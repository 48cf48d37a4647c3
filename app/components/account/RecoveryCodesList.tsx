import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadTextFile } from '../downloadTextFile';

export const RECOVERY_CODES_INTRO =
  'Keep these recovery codes somewhere safe, such as a printout or a password manager. If you forget your password, one code lets you set a new one. Each code works once. They are shown only now.';

/** Ten one-time codes, readable and downloadable (they are never shown again). */
export function RecoveryCodesList({ codes, email }: { codes: string[]; email: string }) {
  const download = () =>
    downloadTextFile('laws-ai-recovery-codes.txt', `Laws AI recovery codes for ${email}\nEach code works once.\n\n${codes.join('\n')}\n`);
  return (
    <Stack gap="sm">
      <Text size="sm">{RECOVERY_CODES_INTRO}</Text>
      <List aria-label="Recovery codes" ff="monospace" size="md" spacing={2} listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download the codes
        </Button>
      </Group>
    </Stack>
  );
}
