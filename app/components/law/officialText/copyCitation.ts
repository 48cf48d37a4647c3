import { toast } from '../../toast';

/** Puts `text` on the clipboard: the Clipboard API, else a hidden textarea (older or insecure contexts). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied: try the old way below.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** "Copy citation": copies it and says so (or says it could not). */
export async function copyCitation(citation: string): Promise<void> {
  if (await writeClipboard(citation)) toast({ title: 'Citation copied', message: citation });
  else
    toast({
      title: 'Error',
      message: `The citation could not be copied. Select it and copy it yourself: ${citation}`,
      variant: 'destructive',
    });
}
