import { useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toast } from '../../components/toast';
import { exportFileName, lawsToCsv } from './csv';
import { downloadTextFile } from '../../components/downloadTextFile';
import { fetchAllLaws, type ExportProgress, type LawsFilter } from './lawsApi';
import { formatCount } from './stats';

/** Spreadsheets read a UTF-8 CSV right (§, —) only with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

/** Export Database: the current filtered list, every page, as a CSV file made in the browser. */
export function ExportButton({ filter, description }: { filter: LawsFilter; description: string }) {
  const whole = !filter.category?.trim() && !filter.q?.trim();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: 0 });
    try {
      const laws = await fetchAllLaws(filter, { signal: controller.signal, onProgress: setProgress });
      const fileName = exportFileName();
      downloadTextFile(fileName, UTF8_BOM + lawsToCsv(laws), 'text/csv;charset=utf-8');
      toast({ title: 'Export complete', message: `${formatCount(laws.length)} laws saved to ${fileName}.` });
    } catch (error) {
      if (!controller.signal.aborted) {
        toast({
          title: 'Error',
          message: `The export failed: ${error instanceof Error ? error.message : 'unknown error'}`,
          variant: 'destructive',
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    // Until the first page says how many there are, the bar moves without a figure.
    const counting = progress.total === 0;
    const percent = counting ? 100 : (progress.loaded / progress.total) * 100;
    return (
      <Stack gap={4} miw={240} role="status">
        <Text size="sm">
          Exporting {formatCount(progress.loaded)} of {progress.total > 0 ? formatCount(progress.total) : '...'} laws
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Progress value={percent} striped={counting} animated={counting} style={{ flex: 1 }} aria-label="Export progress" />
          <Button size="xs" variant="default" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void start()} aria-describedby="export-scope">
        Export Database
      </Button>
      <Text size="xs" c="dimmed" id="export-scope" maw={280} ta="right">
        CSV of {description}
        {whole
          ? ': a large file that takes a while (progress and Cancel are shown). Choose a category or search first for a smaller one.'
          : ''}
      </Text>
    </Stack>
  );
}
