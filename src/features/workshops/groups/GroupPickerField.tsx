import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { groupsApi, type GroupSummary } from '../../../backend/http/services/groups';
import { errorLines, useFieldErrors } from '../../../renderer/FieldErrorContext';
import { useT } from '../../../lib/i18n';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { useShopProductFacts } from '../ShopProductContext';

/** Spec 3 §5: only groups where the user is owner or admin can be chosen. */
export const choosable = (groups: readonly GroupSummary[]) => groups.filter((group) => group.is_owner || group.is_admin);

/**
 * `x-ui.widget: "groupPicker"`: the workshop's group (`group_id`), chosen among the caller's groups they own
 * or administer (GET groups, include_pending, limit 999), or a new private hidden group named after the
 * workshop and the user (spec 3 §7 POST groups).
 */
export function GroupPickerField({ formData, onChange, fieldPathId, disabled, readonly, schema }: FieldProps) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const uid = useSessionUser()?.uid;
  const { title } = useShopProductFacts();
  const api = useMemo(() => groupsApi(createServiceClient('groups', backend, notifier)), [backend, notifier]);
  const [groups, setGroups] = useState<GroupSummary[] | null>(null);
  const [userName, setUserName] = useState('');
  const [creating, setCreating] = useState(false);
  const errors = useFieldErrors(`/${fieldPathId.path.join('/')}`);
  const locked = Boolean(disabled || readonly);

  useEffect(() => {
    let live = true;
    // spec 3 §8: a failed read gives an empty list.
    api.listGroups({ quiet: true }).then(
      (answer) => live && setGroups(choosable(answer?.items ?? [])),
      () => live && setGroups([]),
    );
    if (uid) void backend.documents.get(`users/${uid}`).then((doc) => live && setUserName(String((doc?.data as { name?: string } | undefined)?.name ?? '')));
    return () => {
      live = false;
    };
  }, [api, backend, uid]);

  const create = async () => {
    const name = t('groups.defaultName', { title: title?.trim() || t('shop.untitled'), name: userName || t('shop.untitled') }).slice(0, 100);
    setCreating(true);
    try {
      const created = (await api.createGroup({
        name,
        privacy_type: 'PRIVATE',
        privacy_hidden: true,
        long_description: t('groups.description', { title: title?.trim() || name }),
        created_by_device_lang: document.documentElement.lang || 'en',
      })) as (GroupSummary & { id: string }) | undefined;
      if (!created) return;
      setGroups((current) => [created, ...(current ?? [])]);
      onChange(created.id, fieldPathId.path);
      notifier.toast({ title: t('groups.created', { name: created.name }), message: '' });
    } catch {
      // The service client has alerted with the server's message.
    } finally {
      setCreating(false);
    }
  };

  const options = (groups ?? []).map((group) => ({ value: group.id, label: (group as { status?: string }).status === 'PENDING' ? t('groups.pending', { name: group.name }) : group.name }));
  return (
    <Stack gap="xs">
      <Select
        id={fieldPathId.$id}
        label={schema.title ?? t('groups.label')}
        placeholder={groups && groups.length === 0 ? t('groups.empty') : t('groups.placeholder')}
        data={options}
        value={typeof formData === 'string' && formData ? formData : null}
        onChange={(value) => onChange(value ?? undefined, fieldPathId.path)}
        clearable
        disabled={locked || groups === null}
        error={errorLines(errors)}
      />
      {groups && groups.length === 0 ? <Text size="sm" c="dimmed">{t('groups.empty')}</Text> : null}
      <Group>
        <Button variant="light" size="xs" onClick={() => void create()} loading={creating} disabled={locked}>
          {t('groups.create')}
        </Button>
      </Group>
    </Stack>
  );
}
