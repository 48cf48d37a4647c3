import { proxy } from 'valtio';

/**
 * Which law the detail view shows. Any screen opens it with openLawDetail(id); the one
 * <LawDetailHost /> in the shell renders it. `opened` goes false before `lawId` is cleared so
 * the view can animate out with its content.
 */
export interface LawDetailState {
  lawId: string | null;
  opened: boolean;
  /** The level to open the text at ("a-1"), when a reference names a subsection. */
  target?: string;
}

export const lawDetailState = proxy<LawDetailState>({ lawId: null, opened: false });

/** The element that opened the view; focus goes back to it on close (kept out of the proxy). */
let opener: HTMLElement | null = null;

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function openLawDetail(lawId: string, target?: string): void {
  opener = focusedElement();
  lawDetailState.lawId = lawId;
  lawDetailState.target = target;
  lawDetailState.opened = true;
}

export function closeLawDetail(): void {
  lawDetailState.opened = false;
}

/** Called once the view has closed: forget the law and give focus back to its opener. */
export function lawDetailClosed(): void {
  if (lawDetailState.opened) return;
  lawDetailState.lawId = null;
  const element = opener;
  opener = null;
  if (element?.isConnected) element.focus({ preventScroll: true });
}
