import { Text } from '@mantine/core';
import { useFormat } from '../format/useFormat';
import { useT } from '../i18n';

/**
 * '1 Follower', '12,345 Followers', '1.2M Followers' (spec 1 §9) in the reader's language: the noun
 * follows the language's plural rules (the spec's singular-for-exactly-1 is English's; French and Hindi
 * call 0 "one"), the number keeps the spec's k / M / G over 100000.
 */
export function FollowerCountLabel({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  return <Text span>{t('common.followers', { count, shown: format.abbreviated(count) })}</Text>;
}
