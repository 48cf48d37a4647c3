import { Anchor, Stack, Text, Title } from '@mantine/core';
import { receiptDate, type Receipt } from '../../../core/receipts';

/** A receipt as the reader sees and prints it: text only (never HTML), one clean page where it fits. */
export function ReceiptView({ receipt, headingLevel = 2 }: { receipt: Receipt; headingLevel?: 2 | 3 }) {
  return (
    <Stack gap="sm" className="receipt">
      <Title order={headingLevel} size="h4">
        Laws AI — saved answer
      </Title>
      <Text size="sm" c="dimmed">
        Asked <time dateTime={receipt.createdAt}>{receiptDate(receipt.createdAt)}</time>
      </Text>
      <Text fw={700} size="sm">
        Question
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{receipt.question}</Text>
      <Text fw={700} size="sm">
        Answer
      </Text>
      <Text>{receipt.lead}</Text>
      {receipt.laws.map((law) => (
        <Stack gap={2} key={law.citation + law.title}>
          <Text fw={700}>
            {law.title} — {law.citation}
          </Text>
          {law.quote && (
            <Text component="blockquote" size="sm" m={0} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
              {law.quote.citation}: “{law.quote.text}”
            </Text>
          )}
          <Text size="sm">
            Official text:{' '}
            <Anchor href={law.officialUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {law.officialUrl}
            </Anchor>
          </Text>
        </Stack>
      ))}
      <Text size="sm">{receipt.releasePoint}</Text>
      <Text size="sm">{receipt.engine}</Text>
      <Text size="sm" fw={700}>
        {receipt.disclaimer}
      </Text>
    </Stack>
  );
}
