import { useEffect } from 'react';
import { useT } from '../i18n';

/** Sets the browser tab's title to a screen name plus the product suffix (spec 1 §2), in the reader's language. */
export function useDocumentTitle(screen: string): void {
  const t = useT();
  const title = t('shell.pageTitle', { screen });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
