import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';

interface DuplicateDialogProps {
  title: string | null;
  busy: boolean;
  onSubmit(startDate: string, endDate: string): void;
  onClose(): void;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// The date picker (shared with the schema forms) shows the day in the interface language; the browser's
// own date input would show its own language's order (mm/dd/yyyy) whatever the dashboard's language.
const DatePickerControl = lazy(() => import('../../../renderer/widgets/DatePickerControl').then((m) => ({ default: m.DatePickerControl })));

/** DUPLICATE_SHOP_PRODUCT's new date: a day and its start and end, the publisher's local times. */
export function DuplicateDialog({ title, busy, onSubmit, onClose }: DuplicateDialogProps) {
  const t = useT();
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = () => {
    const complete = /^\d{4}-\d{2}-\d{2}$/.test(date) && TIME.test(start) && TIME.test(end);
    setProblem(!complete);
    if (complete) onSubmit(`${date}T${start}`, `${date}T${end}`);
  };
  return (
    <Modal opened={title !== null} onClose={onClose} title={t('shop.duplicateTitle', { title: title ?? '' })} centered>
      <Stack>
        <Suspense fallback={<TextInput label={t('shop.duplicateDate')} disabled required />}>
          <DatePickerControl id="duplicate-date" label={t('shop.duplicateDate')} value={date || null} onChange={(next) => setDate(next ?? '')} required />
        </Suspense>
        <Group grow>
          <TextInput label={t('shop.duplicateStart')} placeholder="18:00" value={start} onChange={(e) => setStart(e.currentTarget.value)} required />
          <TextInput label={t('shop.duplicateEnd')} placeholder="19:30" value={end} onChange={(e) => setEnd(e.currentTarget.value)} required />
        </Group>
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {t('shop.duplicateMissing')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('shop.duplicateSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
