import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPIED_INDICATOR_MS } from '../../../core/constants';
import { toast } from '../toast';

export interface CopyTextButtonProps {
  text: string;
  /** The success toast of the screen (the two drafting screens word it differently). */
  copiedToast: { title: string; message: string };
  /** 'xs' beside an answer in a chat. */
  size?: 'xs' | 'sm';
}

/** Copies a text (a contract, an answer); the button reads "Copied" for 2 seconds (spec part 1 §4, §8, part 2 §4). */
export function CopyTextButton({ text, copiedToast, size = 'sm' }: CopyTextButtonProps) {
  const icon = size === 'xs' ? 14 : 16;
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
    toast(copiedToast);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <Button
      variant="default"
      size={size}
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={icon} aria-hidden /> : <IconCopy size={icon} aria-hidden />}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
