import { useEffect, useMemo, useState } from 'react';
import type { TeacherTermsInput } from '../../../machines/teacherTermsMachine';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { loadTermsText } from './loadTermsText';
import { TeacherTermsModal, type TermsApi } from './TeacherTermsModal';
import { acceptTerms, readTermsSettings, recordTermsDismissal } from './termsSettings';

/**
 * The teacher terms for the acting user: reads the stored acceptance, then lets the machine decide.
 * Never mounted while impersonating (spec 1 §4), so an admin's visit stores nothing.
 */
export function TeacherTerms({ uid, impersonating, onDone }: { uid: string; impersonating: boolean; onDone?: () => void }) {
  const { documents } = useBackend();
  const notifier = useNotifier();
  const [input, setInput] = useState<{ uid: string; value: TeacherTermsInput } | null>(null);
  useEffect(() => {
    if (impersonating) return onDone?.();
    let current = true;
    readTermsSettings(documents, uid).then(
      (settings) => current && setInput({ uid, value: { ...settings, impersonating, now: Date.now() } }),
      () => onDone?.(),
    );
    return () => {
      current = false;
    };
  }, [documents, uid, impersonating, onDone]);
  const api = useMemo<TermsApi>(
    () => ({
      accept: (version) => acceptTerms(documents, uid, version, Date.now()),
      dismiss: () => recordTermsDismissal(documents, uid, Date.now()),
      loadText: (locale) => loadTermsText(locale),
    }),
    [documents, uid],
  );
  if (impersonating || !input || input.uid !== uid) return null;
  return <TeacherTermsModal key={uid} input={input.value} api={api} notifier={notifier} onDone={onDone} />;
}
