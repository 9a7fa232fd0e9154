import { NativeSelect } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, useT } from '../../../lib/i18n';
import { useChooseLanguage } from './useInterfaceLanguage';

// Each language named in itself, whatever language the screen shows, so a reader finds theirs.
const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The interface-language menu (side menu and /account-settings); a native select works with the keyboard alone. */
export function LanguageSelect({ description, size = 'sm' }: { description?: string; size?: 'xs' | 'sm' }) {
  const t = useT();
  const { locale, choose } = useChooseLanguage();
  return (
    <NativeSelect
      label={t('common.language')}
      description={description}
      data={OPTIONS}
      value={locale}
      size={size}
      onChange={(event) => choose(event.currentTarget.value)}
    />
  );
}
