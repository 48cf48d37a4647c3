import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { usStates } from '../../../core/data/states';
import { setYourState, yourState } from '../../state/yourState';
import { toast } from '../toast';

export const YOUR_STATE_OPTIONS = [{ value: '', label: 'Not chosen' }, ...usStates.map((s) => ({ value: s.code, label: s.name }))];

/**
 * The "Your state" setting, from the account menu: the state whose law answers link
 * for a question decided by state law, and the state-law chat's default.
 */
export function YourStateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { code } = useSnapshot(yourState);
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? code ?? '';
  const close = () => {
    setPicked(null);
    onClose();
  };
  const save = async () => {
    const next = value || null;
    close();
    const onAccount = await setYourState(next);
    const name = usStates.find((s) => s.code === next)?.name;
    toast({
      title: 'Your state saved',
      message: `${name ? `Your state is ${name}` : 'No state chosen'}${onAccount ? '.' : ' on this device; your account gets it when you are back online.'}`,
    });
  };
  return (
    <Modal opened={opened} onClose={close} title="Your state" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm" mb="sm">
        Many everyday questions (deposits, repairs, divorce, traffic tickets, final paychecks) are decided by state law. Answers link your
        state’s own law, and the state-law chat starts with it.
      </Text>
      <NativeSelect
        label="State"
        data={YOUR_STATE_OPTIONS}
        value={value}
        onChange={(event) => setPicked(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={() => void save()}>Save</Button>
      </Group>
    </Modal>
  );
}
