export {
  receiptFromAnswer,
  receiptText,
  receiptDate,
  receiptSchema,
  RECEIPT_RELEASE_POINT,
  type Receipt,
  type ReceiptLaw,
  type ReceiptKind,
  type AnswerForReceipt,
} from './receipt';
export { receiptSections, receiptListenText, sectionOfCitation, type CitedSection } from './takeaway';
export { receiptFromStateLawAnswer, type StateLawAnswerForReceipt } from './stateLaw';
export { receiptFromLaw, lawReceiptId } from './law';
export {
  RECEIPTS_URL,
  receiptUrl,
  RECEIPTS_KEPT_PER_USER,
  RECEIPTS_FULL,
  receiptListSchema,
  RECEIPT_SAVE_KIND,
  RECEIPT_DELETE_KIND,
  type ReceiptList,
} from './sync';
