/** /contract-drafting texts (spec part 2 §2, §5, §8), to the letter where the spec gives them. */
export const draftingTexts = {
  emptyState: 'No contract generated yet',
  successTitle: 'Success',
  successMessage: 'Professional contract generated successfully',
  failedTitle: 'Error',
  failedMessage: 'Failed to generate contract. Please try again.',
  validationTitle: 'Error',
  copied: { title: 'Copied', message: 'Contract copied to clipboard' },
  legalNotice:
    'Legal notice: the contracts drafted here are general templates for educational purposes. They are not legal advice and do not create an attorney-client relationship. Have a licensed attorney in your state review any contract before you sign it.',
} as const;
