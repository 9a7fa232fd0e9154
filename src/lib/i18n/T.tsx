import { LinguiContext, Trans } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ElementType, type ReactElement } from 'react';
import { activeI18n } from './activeI18n';
import type { MessageKey, MessageValues } from './translations';

interface TProps {
  k: MessageKey;
  values?: MessageValues;
  /**
   * Markup inside a message: `'Read the <0>terms</0>'` with `components={{ 0: <a href=… /> }}`, so
   * translators can move the link within the sentence.
   */
  components?: Record<string, ReactElement | ElementType>;
}

/** A message as JSX; use it when the message holds markup, otherwise `useT()` is simpler. */
export function T({ k, values, components }: TProps) {
  const context = useContext(LinguiContext);
  if (!context) return <TransNoContext id={k} values={values} components={components} lingui={{ i18n: activeI18n }} />;
  return <Trans id={k} values={values} components={components} />;
}
