import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CURRENT_USER_QUERY_KEY, type Session } from '../../auth/session';
import { setSignedOut } from '../../state/auth';
import { forgetYourState } from '../../state/yourState';
import { toast } from '../toast';
import { deleteMyAccount } from './accountActions';

interface Props {
  opened: boolean;
  onClose(): void;
  userId: string;
}

/** "Delete my account": what goes, the password asked again, then signed out on every device. */
export function DeleteAccountModal({ opened, onClose, userId }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDeleting(true);
    const outcome = await deleteMyAccount(userId, password).finally(() => setDeleting(false));
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setSignedOut();
    queryClient.clear();
    queryClient.setQueryData<Session>(CURRENT_USER_QUERY_KEY, { user: null, offline: false });
    forgetYourState();
    close();
    toast({ title: 'Account deleted', message: 'Your account and everything it held have been deleted, here and on the server.' });
    navigate('/login', { replace: true });
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete my account" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">This deletes, at once and for good:</Text>
          <List size="sm" spacing={2}>
            <List.Item>your account (name, email, phone number, date of birth)</List.Item>
            <List.Item>your recent searches, help messages, saved answers, quiz results and battles</List.Item>
            <List.Item>every sign-in, on every device, and what this device keeps for you</List.Item>
          </List>
          <Text size="sm">Nothing is kept afterwards. Download your data first if you want a copy.</Text>
          {error && (
            <Alert color="red" role="alert" title="Not deleted">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
            data-autofocus
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={deleting}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
