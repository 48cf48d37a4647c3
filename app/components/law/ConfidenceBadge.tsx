import { Badge } from '@mantine/core';
import { confidenceBadge } from './confidence';

/** '{n}% verified', filled at 97 or above, light below (spec part 2 §9). */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { variant, text } = confidenceBadge(confidence);
  return (
    <Badge variant={variant} radius="sm" tt="none">
      {text}
    </Badge>
  );
}
