import { useEffect } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudDownload } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { RemoveSaved, SavedStatus, SaveProgress, savedDate } from '../components/SaveForOffline';
import { cleanupSavedLibrary, useSavedLibrary, type SavedLibrary } from '../db/lawLibrary';
import { pwaState } from '../pwa/pwaState';
import { approximateSize, currentLibrary, type LibraryOffer } from './libraryOffer';
import { cancelLibrarySave, librarySaveState, removeLibrary, saveLibrary } from './libraryState';

export const OFFLINE_LIBRARY_TITLE = 'Offline Library';
export const SAVE_LIBRARY_LABEL = 'Save the library for offline use';

const count = (n: number) => n.toLocaleString('en-US');

/** "about 2.1 MB download (41 MB on this device)", or what is known of it. */
export function sizeLine(offer: LibraryOffer | undefined): string | null {
  if (!offer?.downloadBytes && !offer?.rawBytes) return null;
  const download = offer.downloadBytes ? `${approximateSize(offer.downloadBytes)} download` : null;
  const device = offer.rawBytes ? `${approximateSize(offer.rawBytes).replace(/^about /, '')} on this device` : null;
  const text = download && device ? `${download} (${device})` : (download ?? `Takes ${device}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SaveButton({ label, offline }: { label: string; offline: boolean }) {
  return (
    <Button
      leftSection={<IconCloudDownload size={18} aria-hidden />}
      onClick={() => void saveLibrary()}
      disabled={offline}
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
    >
      {label}
    </Button>
  );
}

function SavingProgress() {
  const { phase, percent } = useSnapshot(librarySaveState);
  if (phase === 'indexing') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Building the search index…</Text>
      </Group>
    );
  }
  const what = phase === 'downloading' ? 'Downloading the library' : 'Saving the laws on this device';
  return (
    <SaveProgress
      status={`${what}… ${percent === null ? '' : `${percent}%`}`}
      percent={percent}
      progressLabel={phase === 'downloading' ? 'Library download progress' : 'Library saving progress'}
      onCancel={cancelLibrarySave}
    />
  );
}

function SavedDetails({ saved, offer, offline }: { saved: SavedLibrary; offer: LibraryOffer | undefined; offline: boolean }) {
  // This build's library is another version than the saved copy: an update is available.
  const outdated = !offline && offer?.version && offer.version !== saved.version;
  const size = sizeLine(offer);
  return (
    <Stack gap="xs">
      <SavedStatus>Saved on this device: {count(saved.count)} laws</SavedStatus>
      <Text size="xs" c="dimmed">
        Saved {savedDate(saved.savedAt)} · version {saved.version} (U.S. Code release point {saved.releasePoint})
      </Text>
      {outdated && (
        <Stack gap={6}>
          <Badge color="orange" variant="light" w="fit-content">
            Update available
          </Badge>
          {size && <Text size="xs">{size}</Text>}
          <SaveButton label="Update the saved library" offline={offline} />
        </Stack>
      )}
      <RemoveSaved
        label="Remove saved library"
        question="Remove the saved library from this device? The assistant and the law database will then need a connection."
        onRemove={() => void removeLibrary()}
        buttonProps={{ variant: 'subtle', color: 'red' }}
      />
    </Stack>
  );
}

/**
 * "Save the library for offline use": the size before starting, a real progress bar
 * while downloading and saving, then what is saved, whether an update is available, and removal.
 * On the assistant's sidebar and on /federal-laws.
 */
export function OfflineLibraryCard({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const saved = useSavedLibrary();
  const { online } = useSnapshot(pwaState);
  const { phase, error, cancelled } = useSnapshot(librarySaveState);
  const offer = currentLibrary ?? undefined;
  const offline = !online;
  const busy = phase !== 'idle';
  const size = sizeLine(offer);
  // Rows left by a save that a closed tab interrupted are removed (waits for a save in progress).
  useEffect(() => void cleanupSavedLibrary().catch(() => undefined), []);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="offline-library-title" aria-busy={busy}>
      <Title order={headingOrder} size="h4" id="offline-library-title" mb="xs">
        {OFFLINE_LIBRARY_TITLE}
      </Title>
      <Stack gap="sm">
        {saved === undefined ? (
          <Skeleton height={40} radius="sm" />
        ) : busy ? (
          <SavingProgress />
        ) : saved ? (
          <SavedDetails saved={saved} offer={offer} offline={offline} />
        ) : (
          <>
            <Text size="sm">
              Keep every federal law in the library on this device, so the assistant answers and the law database works without a
              connection.
            </Text>
            {offline ? (
              <Text size="sm" c="dimmed">
                You're offline. Connect to the internet to save the library.
              </Text>
            ) : size ? (
              <Text size="sm" fw={600}>
                {size}
              </Text>
            ) : null}
            <SaveButton label={SAVE_LIBRARY_LABEL} offline={offline} />
          </>
        )}
        {!busy && cancelled && (
          <Text size="sm" c="dimmed" role="status">
            Download cancelled. Nothing was changed on this device.
          </Text>
        )}
        {!busy && error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title="The library could not be saved">
            {error}
            {saved ? ' The copy saved before is still on this device.' : ''}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
