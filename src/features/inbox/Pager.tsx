import { Pagination } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** Mantine's pagination with every control named, so a screen reader can tell its buttons apart. */
export function Pager({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  const t = useT();
  return (
    <Pagination
      total={total}
      value={page}
      onChange={onChange}
      size="sm"
      getItemProps={(n) => ({ 'aria-label': t('inbox.page.number', { page: n }) })}
      getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'inbox.page.previous' : 'inbox.page.next') })}
      aria-label={t('inbox.page.label')}
    />
  );
}
