import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Group, Menu, Modal, Text, UnstyledButton } from '@mantine/core';
import {
  IconBookmarks,
  IconChevronDown,
  IconDevices,
  IconDownload,
  IconLogout,
  IconMapPin,
  IconTrash,
  IconKey,
  IconLifebuoy,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { findState } from '../../../core/data/states';
import { unsentMessagesLabel, useAuth, useLogout } from '../../auth';
import { yourState } from '../../state/yourState';
import { YourStateModal } from '../yourState/YourStateModal';
import { downloadMyData } from '../account/accountActions';
import { DeleteAccountModal } from '../account/DeleteAccountModal';
import { toast } from '../toast';

// Loaded when opened: they bring the account schemas (zod), which no first screen should evaluate
// (docs/lighthouse.md); the header is on every page.
const ChangePasswordModal = lazy(() => import('../account/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })));
const RecoveryCodesModal = lazy(() => import('../account/RecoveryCodesModal').then((m) => ({ default: m.RecoveryCodesModal })));

/** The header's initial: the first letter of the full legal name (else the username). */
export function initialOf(user: { fullLegalName: string; username: string }): string {
  const first = (user.fullLegalName.trim() || user.username.trim()).codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase();
}

async function downloadData(): Promise<void> {
  try {
    await downloadMyData();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    toast({ title: 'Download failed', message: `Your data could not be downloaded: ${reason}`, variant: 'destructive' });
  }
}

/**
 * Signed out: a Sign In button. Signed in: an initial opening the full name, username, email,
 * saved answers, your state, Download my data, Delete my account, Log out and Sign out everywhere.
 */
export function AccountControl() {
  const { user, offline } = useAuth();
  const { requestLogout, unsentCount, confirmLogout, cancelLogout } = useLogout();
  const { code } = useSnapshot(yourState);
  const [choosingState, setChoosingState] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [accountModal, setAccountModal] = useState<'password' | 'codes' | null>(null);

  if (!user) {
    return (
      <Button component={Link} to="/login" size="sm">
        Sign In
      </Button>
    );
  }

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          {/* An initial, not the name: a long username cut to "walkerqh…" on a phone, or a
              header wrapping to two rows at 1280 px (docs/first-day.md). The full name is in the menu. */}
          <UnstyledButton aria-label={`Account menu: ${user.username}`} className="account-button">
            <Avatar color="navy" radius="xl" size={34} aria-hidden>
              {initialOf(user)}
            </Avatar>
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Signed in as</Menu.Label>
          <Text px="sm" fw={600} size="sm">
            {user.fullLegalName}
          </Text>
          <Text px="sm" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.username}
          </Text>
          <Text px="sm" pb="xs" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {offline && (
            <Text px="sm" pb="xs" size="xs" c="dimmed">
              Offline: using the account saved on this device.
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to="/saved-answers" leftSection={<IconBookmarks size={16} aria-hidden />}>
            My saved answers
          </Menu.Item>
          <Menu.Item leftSection={<IconMapPin size={16} aria-hidden />} onClick={() => setChoosingState(true)}>
            Your state: {(code && findState(code)?.name) ?? 'not chosen'}
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setAccountModal('password')} disabled={offline}>
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconLifebuoy size={16} aria-hidden />} onClick={() => setAccountModal('codes')} disabled={offline}>
            Recovery codes
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadData()}>
            Download my data
          </Menu.Item>
          <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={() => setDeleting(true)}>
            Delete my account
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void requestLogout()}>
            Log out
          </Menu.Item>
          <Menu.Item leftSection={<IconDevices size={16} aria-hidden />} onClick={() => void requestLogout({ everywhere: true })}>
            Sign out everywhere
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <YourStateModal opened={choosingState} onClose={() => setChoosingState(false)} />
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} userId={user.id} />
      {accountModal && (
        <Suspense fallback={null}>
          {accountModal === 'password' ? (
            <ChangePasswordModal opened onClose={() => setAccountModal(null)} />
          ) : (
            <RecoveryCodesModal opened onClose={() => setAccountModal(null)} email={user.email} />
          )}
        </Suspense>
      )}
      <Modal
        opened={unsentCount !== null}
        onClose={cancelLogout}
        title="Log out and lose unsent messages?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          You have {unsentMessagesLabel(unsentCount ?? 0)} on this device that {unsentCount === 1 ? 'has' : 'have'} not reached Laws AI yet.
          Logging out deletes {unsentCount === 1 ? 'it' : 'them'} for good.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={cancelLogout} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirmLogout()}>
            Log out anyway
          </Button>
        </Group>
      </Modal>
    </>
  );
}
