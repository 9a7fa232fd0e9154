import { ScreenFrame } from '../../features/shell/ScreenFrame';
import { ThemePreview } from '../../features/shell/theme/ThemePreview';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/ui/useDocumentTitle';

/** /theme: the page header, then the theme preview. */
export function ThemeScreen() {
  const t = useT();
  useDocumentTitle(t('publishing.theme.heading'));
  return (
    <ScreenFrame heading={t('publishing.theme.heading')}>
      <ThemePreview />
    </ScreenFrame>
  );
}
