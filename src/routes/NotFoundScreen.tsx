import { NotFoundPage } from '../features/errors/NotFoundPage';
import { useDocumentTitle } from '../lib/ui/useDocumentTitle';
import { useT } from '../lib/i18n';

/** /not-found with its tab title (spec 1 §2: Page Not Found plus the product suffix). */
export function NotFoundScreen() {
  const t = useT();
  useDocumentTitle(t('notFound.heading'));
  return <NotFoundPage />;
}
