import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { useFormat } from '../format/useFormat';
import { activateLocale } from './activateLocale';
import type { Locale } from './locales';
import { useT } from './useT';

/** What a follower count, a grouped number and an abbreviated number look like in each language. */
function Figures({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <p data-testid="followers">{t('common.followers', { count, shown: format.abbreviated(count) })}</p>
      <p data-testid="number">{format.number(1234567)}</p>
      <p data-testid="abbreviated">{format.abbreviated(123456)}</p>
    </>
  );
}

function shows(count: number) {
  render(<Figures count={count} />);
  return {
    followers: screen.getByTestId('followers').textContent,
    number: screen.getByTestId('number').textContent,
    abbreviated: screen.getByTestId('abbreviated').textContent,
  };
}

// Plural forms from CLDR: English calls 0 "other" ('0 Followers'), French and Hindi call 0 "one";
// Russian has one / few / many; Portuguese counts 0 and 1 as one. Hindi groups by lakh.
const cases: Array<[Locale, Array<[count: number, followers: string]>, number: string, abbreviated: string]> = [
  ['en', [[0, '0 Followers'], [1, '1 Follower'], [2, '2 Followers'], [123456, '123.4k Followers']], '1,234,567', '123.4k'],
  ['pt-BR', [[0, '0 seguidor'], [1, '1 seguidor'], [2, '2 seguidores']], '1.234.567', '123,4k'],
  ['es', [[0, '0 seguidores'], [1, '1 seguidor'], [2, '2 seguidores']], '1.234.567', '123,4k'],
  ['de', [[0, '0 Follower'], [1, '1 Follower'], [2, '2 Follower']], '1.234.567', '123,4k'],
  ['fr', [[0, '0 abonné'], [1, '1 abonné'], [2, '2 abonnés']], '1\u202f234\u202f567', '123,4k'],
  ['ru', [[1, '1 подписчик'], [3, '3 подписчика'], [5, '5 подписчиков'], [21, '21 подписчик'], [0, '0 подписчиков']], '1\u00a0234\u00a0567', '123,4k'],
  ['nl', [[0, '0 volgers'], [1, '1 volger'], [2, '2 volgers']], '1.234.567', '123,4k'],
  ['it', [[0, '0 follower'], [1, '1 follower'], [2, '2 follower']], '1.234.567', '123,4k'],
  ['hi', [[0, '0 फ़ॉलोअर'], [1, '1 फ़ॉलोअर'], [2, '2 फ़ॉलोअर'], [99999, '99,999 फ़ॉलोअर']], '12,34,567', '123.4k'],
];

afterAll(() => activateLocale('en'));

describe.each(cases)('%s', (locale, followers, number, abbreviated) => {
  it.each(followers)('%i followers read %s, numbers group and abbreviate the language’s way', async (count, text) => {
    await activateLocale(locale);
    const shown = shows(count);
    expect(shown.followers).toBe(text);
    expect(shown.number).toBe(number);
    expect(shown.abbreviated).toBe(abbreviated);
  });
});
