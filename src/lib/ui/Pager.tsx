import { Box, Pagination, type MantineSpacing } from '@mantine/core';
import { useT } from '../i18n';

/**
 * Mantine's pagination with every control named: its previous and next arrows are icons without a name
 * of their own, which a screen reader cannot tell apart (and axe reports as critical). Every paged list
 * uses this one.
 */
export function Pager({ total, page, onChange, label, siblings, mt }: { total: number; page: number; onChange: (page: number) => void; label?: string; siblings?: number; mt?: MantineSpacing }) {
  const t = useT();
  // Mantine's root is a plain div, where a name means nothing to a screen reader: the pages sit in a
  // named navigation landmark instead.
  return (
    <Box component="nav" aria-label={label ?? t('pager.label')} mt={mt}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={siblings}
        getItemProps={(n) => ({ 'aria-label': t('pager.number', { page: n }), 'aria-current': n === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'pager.previous' : 'pager.next') })}
      />
    </Box>
  );
}
