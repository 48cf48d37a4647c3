/** The Draft tab's texts (spec part 1 §4, §5, §8), to the letter. */
export const draftTexts = {
  generatedTitle: 'Contract Generated',
  generatedMessage: 'Your contract has been generated successfully. Please review it carefully.',
  failedTitle: 'Generation Failed',
  failedMessage: 'Failed to generate contract. Please try again.',
  copied: { title: 'Copied', message: 'Response copied to clipboard' },
  notice:
    'Contract templates are general drafts for educational purposes only, not legal advice. Have a licensed attorney in your state review any contract before you sign it.',
} as const;
