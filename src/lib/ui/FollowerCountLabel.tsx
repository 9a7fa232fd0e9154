import { Text } from '@mantine/core';
import { followerCountLabel } from '../format/followerCount';

/** '1 Follower', '12,345 Followers', '1.2M Followers' (spec 1 §9). */
export function FollowerCountLabel({ count }: { count: number }) {
  return <Text span>{followerCountLabel(count)}</Text>;
}
