import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../../lib/ui/LazyModal';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccreditationFile } from '../../../domain/accreditations/accreditationRules';
import { HiddenFilePicker } from '../media/HiddenFilePicker';
import { CATEGORIES_NEEDING_ITEM, type AccreditationOptions } from './accreditationOptions';
import { useAccreditationTarget } from './AccreditationContext';

export interface AccreditationFilesProps {
  id: string;
  label: string;
  category: string;
  options: AccreditationOptions;
  /** Called with the stored list after every upload or delete. */
  onFiles(files: AccreditationFile[]): void;
  disabled?: boolean;
}

type Notice = { tone: 'ok' | 'error'; message: string };

/**
 * The accreditation upload widget (spec 1 §2, §7): the caller's files of one category, each with Preview
 * and Delete (Confirm Deletion), and an upload checked in the browser with the server's schema (under
 * 5 MB, PDF/JPEG/PNG, item id for copyright and the retreat certificates). Outcomes are the spec's toasts.
 */
export function AccreditationFiles({ id, label, category, options, onFiles, disabled }: AccreditationFilesProps) {
  const { api, notifier, itemId } = useAccreditationTarget();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<AccreditationFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<AccreditationFile | null>(null);
  const needsItem = CATEGORIES_NEEDING_ITEM.includes(category);
  const waitingForItem = needsItem && !itemId;

  const tell = useCallback(
    (next: Notice) => {
      if (notifier) notifier.toast(next.tone === 'ok' ? { title: next.message, message: '' } : { title: next.message });
      else setNotice(next);
    },
    [notifier],
  );

  const refresh = useCallback(async () => {
    const listed = await api.list(category, itemId);
    setFiles(listed);
    return listed;
  }, [api, category, itemId]);

  useEffect(() => {
    if (waitingForItem) return;
    refresh().catch(() => tell({ tone: 'error', message: options.listFailed }));
  }, [refresh, tell, waitingForItem, options.listFailed]);

  const upload = async (file: File | undefined) => {
    setNotice(null);
    if (!file) return;
    // The upload rules compile the accreditation schema with ajv at run time: fetched with the first upload,
    // so the ajv compiler (about 43 kB gzip) is not part of the track and retreat routes (DESIGN §9).
    const { accreditationUploadErrors } = await import('../../../domain/accreditations/accreditationRules');
    const [problem] = accreditationUploadErrors({ category, fileName: file.name, bytes: file.size, mime: file.type, ...(itemId ? { item_id: itemId } : {}) });
    if (problem) return tell({ tone: 'error', message: problem.pointer === '/bytes' ? options.uploadFailed : problem.message });
    setBusy(true);
    try {
      await api.upload(category, file, itemId);
      onFiles(await refresh());
      const byCategory: Record<string, string | undefined> = options.uploadSuccessByCategory;
      tell({ tone: 'ok', message: byCategory[category] ?? options.uploadSuccess });
    } catch {
      tell({ tone: 'error', message: options.uploadFailed });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: AccreditationFile) => {
    setDeleting(null);
    setBusy(true);
    try {
      await api.remove(category, file.fileName, itemId);
      onFiles(await refresh());
      tell({ tone: 'ok', message: options.deleteSuccess });
    } catch {
      tell({ tone: 'error', message: options.deleteFailed });
    } finally {
      setBusy(false);
    }
  };

  const preview = async (file: AccreditationFile) => {
    try {
      // Opened right after the click's call: Chromium keeps the click's activation for a few seconds.
      window.open(await api.previewUrl(category, file.fileName, itemId), '_blank', 'noopener');
    } catch {
      tell({ tone: 'error', message: options.listFailed });
    }
  };

  if (waitingForItem) {
    return (
      <Text size="sm" c="dimmed">
        {options.needsItem}
      </Text>
    );
  }

  return (
    <Stack gap="xs" data-testid={`${id}-accreditation`}>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {options.emptyText}
        </Text>
      ) : (
        <Stack gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Group component="li" key={file.remoteFile} justify="space-between" wrap="wrap">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {file.fileName}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void preview(file)} aria-label={`${options.previewLabel} ${file.fileName}`}>
                  {options.previewLabel}
                </Button>
                <Button size="xs" variant="default" color="red" disabled={disabled || busy} onClick={() => setDeleting(file)} aria-label={`${options.deleteLabel} ${file.fileName}`}>
                  {options.deleteLabel}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <HiddenFilePicker inputRef={input} id={id} accept={options.accept} label={label} onFile={(file) => void upload(file)} />
      <Group>
        <Button variant="default" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          {options.uploadLabel}
        </Button>
      </Group>
      {notice ? (
        <Text size="sm" c={notice.tone === 'ok' ? 'teal' : 'red'} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.message}
        </Text>
      ) : null}
      <LazyModal opened={deleting !== null} onClose={() => setDeleting(null)} title={options.confirmTitle} centered>
        <Text size="sm">{options.confirmMessage}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {options.cancelLabel}
          </Button>
          <Button color="red" onClick={() => deleting && void remove(deleting)}>
            {options.confirmLabel}
          </Button>
        </Group>
      </LazyModal>
    </Stack>
  );
}
