import { useMemo } from 'react';
import { receiptFromLaw } from '../../../core/receipts';
import type { LawDetail } from '../../../core/schemas/legal';
import { TakeawayBar } from './AnswerTakeaway';

/** Save / Print / Share, Listen and Follow on a law's detail. */
export function LawTakeaway({ law }: { law: LawDetail }) {
  const receipt = useMemo(() => {
    try {
      return receiptFromLaw(law);
    } catch {
      return undefined;
    }
    // One receipt per law shown; its time is when it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [law.id]);
  return receipt ? <TakeawayBar receipt={receipt} /> : null;
}
