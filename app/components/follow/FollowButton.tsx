import { Button } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import type { TopicSource } from '../../../core/follow';
import { followTopic, unfollowTopic, useIsFollowing } from '../../db/follow';

export interface FollowButtonProps {
  /** What is followed: "answer:<question>", "law:<law id>", "news:<item id>". */
  followKey: string;
  source: TopicSource;
  /** Names the thing for screen readers: "Follow: Fair Debt Collection Practices Act". */
  label: string;
}

/**
 * "Follow" / "Following": keeps a topic on this device; new bills and rules that match
 * it are marked "New for you" in the News tab. Nothing about it is sent to the server.
 */
export function FollowButton({ followKey, source, label }: FollowButtonProps) {
  const following = useIsFollowing(followKey);
  return (
    <Button
      variant={following ? 'light' : 'default'}
      size="xs"
      leftSection={following ? <IconBellCheck size={14} aria-hidden /> : <IconBell size={14} aria-hidden />}
      aria-pressed={Boolean(following)}
      aria-label={`${following ? 'Following' : 'Follow'}: ${label}`}
      onClick={() => void (following ? unfollowTopic(following.id) : followTopic(followKey, source))}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
