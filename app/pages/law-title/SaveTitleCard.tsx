import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudDownload } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import type { LawTitle } from '../../../core/schemas/legal';
import { RemoveSaved, SavedStatus, SaveProgress, savedDate } from '../../components/SaveForOffline';
import { useSavedTitle } from '../../db/savedTitles';
import { pwaState } from '../../pwa/pwaState';
import { approximateSize } from '../../search/libraryOffer';
import { cancelTitleSave, removeTitle, saveTitle, titleSaveState } from './titleSaveState';
import { TitledCard } from '../../components/TitledCard';

export const SAVE_TITLE_LABEL = 'Save this title for offline';

const count = (n: number) => n.toLocaleString('en-US');

/** "Its official text is about 9.0 MB (2,504 sections)." — what a save will keep, said before it starts. */
export function titleSizeLine(listing: Pick<LawTitle, 'textBytes' | 'sectionCount'>): string {
  return `Its official text is ${approximateSize(listing.textBytes)} (${count(listing.sectionCount)} sections).`;
}

/** Percent of a save done, or null while the total is not known yet. */
export function savePercent(stored: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(100, Math.round((stored / total) * 100));
}

function Saving({ title, stored, total }: { title: number; stored: number; total: number | null }) {
  const percent = savePercent(stored, total);
  return (
    <SaveProgress
      status={`Saving Title ${title} on this device… ${total ? `${count(stored)} of ${count(total)} sections` : ''}`}
      percent={percent ?? 0}
      progressLabel={`Saving Title ${title}`}
      onCancel={() => cancelTitleSave(title)}
    />
  );
}

/** The title page's "Save this title for offline": size first, progress, then removable. */
export function SaveTitleCard({ listing }: { listing: LawTitle }) {
  const { title } = listing;
  const saved = useSavedTitle(title);
  const { running, errors } = useSnapshot(titleSaveState);
  const { online } = useSnapshot(pwaState);
  const progress = running[title];
  const error = errors[title];
  const isSaved = saved?.status === 'saved' && !progress;
  const outdated = isSaved && online && saved.releasePoint !== listing.releasePoint;

  return (
    <TitledCard titleId="save-title-heading" title="Read offline" titleSize="h4" padding="md" gap="xs">
      {progress ? (
        <Saving title={title} stored={progress.stored} total={progress.total} />
      ) : isSaved ? (
        <Stack gap="xs">
          <SavedStatus>
            Title {title} is saved on this device: {count(saved.sectionCount)} sections, readable and searchable offline
          </SavedStatus>
          <Text size="xs" c="dimmed">
            Saved {savedDate(saved.savedAt)} · {approximateSize(saved.bytes).replace(/^about /, '')} on this device ·{' '}
            {saved.releasePointLabel}
          </Text>
          {outdated && (
            <Button
              size="xs"
              w="fit-content"
              leftSection={<IconCloudDownload size={14} aria-hidden />}
              onClick={() => void saveTitle(title)}
            >
              Update to release point {listing.releasePoint}
            </Button>
          )}
          <RemoveSaved
            label="Remove saved title"
            question={`Remove Title ${title} from this device? Its sections will then need a connection, except those you opened.`}
            onRemove={() => void removeTitle(title)}
            buttonProps={{ c: 'red.9' }}
          />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Keep the official text of every section of Title {title} on this device, to read and search it without a connection.{' '}
            {titleSizeLine(listing)}
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {error}
            </Alert>
          )}
          <Button
            w="fit-content"
            leftSection={<IconCloudDownload size={18} aria-hidden />}
            disabled={!online}
            onClick={() => void saveTitle(title)}
          >
            {SAVE_TITLE_LABEL}
          </Button>
          {!online && (
            <Text size="xs" c="dimmed">
              Connect to the internet to save this title.
            </Text>
          )}
        </Stack>
      )}
    </TitledCard>
  );
}
