import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPIED_INDICATOR_MS } from '../../../../core/constants';
import { toast } from '../../../components/toast';

/** Copies an answer (spec part 1 §8 toasts; the button reads "Copied" for 2 seconds). */
export function CopyAnswerButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ title: 'Copy Failed', message: 'Could not copy to clipboard.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Copied', message: 'Response copied to clipboard' });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <Button
      variant="default"
      size="xs"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
