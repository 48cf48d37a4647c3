import { Badge } from '@mantine/core';
import { useNewForYou } from '../../db/follow';

/** The News tab's count of "New for you" items; nothing when there are none. */
export default function NewForYouCount() {
  const count = useNewForYou().size;
  if (count === 0) return null;
  return (
    <Badge size="sm" color="blue.9" variant="filled" aria-label={`${count} new for you`}>
      {count}
    </Badge>
  );
}
