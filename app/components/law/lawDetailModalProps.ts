import { closeLawDetail, lawDetailClosed } from './lawDetailState';

/**
 * What the law detail's modal is, whether it shows the law or the message that its view could not
 * be downloaded (LawDetailHost): closed the same way, focus handed back by lawDetailState (the
 * modal may mount already open), the same close button name.
 */
export const lawDetailModalProps = {
  onClose: closeLawDetail,
  onExitTransitionEnd: lawDetailClosed,
  returnFocus: false,
  closeButtonProps: { 'aria-label': 'Close law details' },
} as const;
