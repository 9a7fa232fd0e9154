import { abbreviateNumber } from './abbreviateNumber';

/** 'Follower' for exactly one, 'Followers' for any other count, zero included. */
export function followerNoun(count: number): 'Follower' | 'Followers' {
  return count === 1 ? 'Follower' : 'Followers';
}

/** The follower count label: '1 Follower', '12,345 Followers', '1.2M Followers'. */
export function followerCountLabel(count: number): string {
  return `${abbreviateNumber(count)} ${followerNoun(count)}`;
}
