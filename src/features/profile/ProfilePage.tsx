import { Button, Group, Stack } from '@mantine/core';
import { useT } from '../../lib/i18n';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadBrowserWizard } from '../../engine/loadBrowserWizard';
import { FieldErrorContext, FieldTextProvider } from '../../renderer/FieldErrorContext';
import { createFieldErrorStore } from '../../renderer/fieldErrorStore';
import { StepForm } from '../../renderer/StepForm';
import { useHotWizard } from '../../renderer/useHotWizard';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { PageHeader } from '../../lib/ui/PageHeader';
import { AvatarUpload } from './AvatarUpload';
import type { MediaFile } from '../../lib/media/mediaFile';
import { markPicturePending } from './markPicturePending';
import { cleanProfile, editedPictureFolder, readProfile, type ProfileData } from './profileData';
import { saveProfile } from './saveProfile';

export interface ProfilePageProps {
  uid: string;
  /** After a save: the dashboard reads the user again (a first username opens the full dashboard). */
  onSaved: () => Promise<void> | void;
  loadWizard?: () => Promise<CompiledWizard>;
}

const STEP = 'profile';
const loadProfileWizard = () => loadBrowserWizard('profile');
const isUrl = (value: string) => /^(https?:|data:|blob:)/.test(value);

// The form stores the picture's path (or URL); the uploader works on a media file.
function storedPicture(value: string | undefined): MediaFile | undefined {
  if (!value) return undefined;
  const fileName = value.split(/[/?#]/).filter(Boolean).pop() ?? value;
  return isUrl(value) ? { fileName, url: value } : { fileName, remoteFile: value };
}

/** /profile: the publisher profile, drawn and validated from schemas/wizards/profile (spec 1 §5). */
export function ProfilePage({ uid, onSaved, loadWizard = loadProfileWizard }: ProfilePageProps) {
  const backend = useBackend();
  const notifier = useNotifier();
  const t = useT();
  const [loaded, setLoaded] = useState<{ wizard: CompiledWizard; data: ProfileData; pictureStatus: string | null } | null>(null);
  const [avatar, setAvatar] = useState<{ value?: string; media?: MediaFile; status: string | null; busy: boolean; problem: string | null }>({ status: null, busy: false, problem: null });
  const [saving, setSaving] = useState(false);
  const store = useMemo(() => createFieldErrorStore(), []);
  const formData = useRef<Record<string, unknown>>({});
  // In `npm run dev` a schema edit redraws the form with the newest compile; what was typed stays in the form.
  const wizard = useHotWizard(loaded?.wizard ?? null);

  useEffect(() => {
    let current = true;
    Promise.all([loadWizard(), readProfile(backend.documents, uid)]).then(([wizard, profile]) => {
      if (!current) return;
      formData.current = profile.data;
      const value = profile.data.user_avatar_url;
      setAvatar({ value, media: storedPicture(value), status: profile.pictureStatus, busy: false, problem: null });
      setLoaded({ wizard, ...profile });
    });
    return () => {
      current = false;
    };
  }, [backend.documents, uid, loadWizard]);

  // The picture has its own uploader; the form draws every other field of the step schema.
  const formSchema = useMemo(() => {
    const schema = wizard?.steps.find((s) => s.key === STEP)?.schema as RJSFSchema | undefined;
    if (!schema) return null;
    const { user_avatar_url: _picture, ...properties } = schema.properties ?? {};
    // The page header already names the form.
    const { title: _title, description: _description, ...rest } = schema;
    return { ...rest, properties, required: (schema.required ?? []).filter((f) => f !== 'user_avatar_url') } as RJSFSchema;
  }, [wizard]);
  const onChange = useCallback((data: Record<string, unknown>) => {
    formData.current = data;
  }, []);

  const teacherDashboard = useMemo(() => createServiceClient('teacherDashboard', backend, notifier), [backend, notifier]);

  // The uploader has stored the crops in the 'edited' folder; the server now sends the picture for review.
  const uploaded = async (media: MediaFile | undefined) => {
    if (!media) return setAvatar((a) => ({ ...a, value: undefined, media: undefined, problem: null }));
    setAvatar((a) => ({ ...a, media, busy: true, problem: null }));
    try {
      const path = await markPicturePending(teacherDashboard);
      setAvatar({ value: path, media, status: 'PENDING', busy: false, problem: null });
    } catch (error) {
      setAvatar((a) => ({ ...a, busy: false, problem: error instanceof Error ? error.message : String(error) }));
    }
  };

  const save = async () => {
    if (!loaded || !wizard) return;
    const data = cleanProfile({ ...formData.current, user_avatar_url: avatar.value });
    const errors = wizard.validateStep(STEP, data);
    store.set(errors);
    if (errors.length > 0) return;
    setSaving(true);
    try {
      // The server checks the same schema again and the username's uniqueness; its field errors go to the fields.
      const outcome = await saveProfile(teacherDashboard, data);
      if (!outcome.ok) return store.set(outcome.errors);
      setLoaded({ ...loaded, data });
      notifier.toast({ title: t('profile.saved'), message: '' });
      await onSaved();
    } catch (error) {
      notifier.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader heading={t('profile.heading')} subheading={t('profile.subheading')} />
      {!loaded || !formSchema ? (
        <LoadingSpinner />
      ) : (
        <FieldErrorContext.Provider value={store}>
          <Stack maw={720}>
            {/* Outside the step form, the picture's message is translated by a provider of its own. */}
            <FieldTextProvider>
              <AvatarUpload
                files={backend.files}
                folder={editedPictureFolder(uid)}
                value={avatar.media}
                status={avatar.status}
                busy={avatar.busy}
                problem={avatar.problem}
                onChange={(media) => void uploaded(media)}
              />
            </FieldTextProvider>
            <StepForm stepKey={STEP} schema={formSchema} initialData={loaded.data} onChange={onChange} />
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={saving}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </FieldErrorContext.Provider>
      )}
    </>
  );
}
