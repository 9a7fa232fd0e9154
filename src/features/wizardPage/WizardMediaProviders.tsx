import { useMemo, useState, type ReactNode } from 'react';
import { useBackend, useSessionUser } from '../../lib/session/AppServices';
import { ItemCollectionsProvider, type ItemCollections } from '../../renderer/fields/itemList/ItemCollections';
import { defaultMediaOptions, MediaUploadContext, type MediaUploadTarget } from '../../renderer/widgets/media/MediaUploadContext';
import { itemEditUploadFolder, itemUploadFolder } from './wizardUploadFolder';

interface WizardMediaProvidersProps {
  /** The folder name under the publisher's uploads ('courses', 'tracks'). */
  area: string;
  /** The item id once the first step saved it; uploads wait until then. */
  itemId: string | null;
  /** The item is live: uploads go to this session's edit folder, never over the published files. */
  live?: boolean;
  audioMaxMb?: number;
  /** Side collections the wizard's item lists name (none when the wizard has none). */
  collections?: ItemCollections;
  children: ReactNode;
}

const NO_COLLECTIONS: ItemCollections = {};

/**
 * What a wizard's media fields need around WizardView: the upload folder `{uid}/uploads/{area}/{itemId}`
 * for the uploaders (for a live item, an edit folder below it), and the wizard's side collections.
 */
export function WizardMediaProviders({ area, itemId, live = false, audioMaxMb = defaultMediaOptions.audioMaxMb, collections = NO_COLLECTIONS, children }: WizardMediaProvidersProps) {
  const backend = useBackend();
  const uid = useSessionUser()?.uid ?? null;
  const [stamp] = useState(() => Date.now().toString(36));
  const target = useMemo<MediaUploadTarget>(() => {
    const folder = !uid || !itemId ? null : live ? itemEditUploadFolder(uid, area, itemId, stamp) : itemUploadFolder(uid, area, itemId);
    return { files: backend.files, folder, audioMaxMb, confirmDeletion: defaultMediaOptions.confirmDeletion };
  }, [backend, uid, area, itemId, live, stamp, audioMaxMb]);
  return (
    <MediaUploadContext.Provider value={target}>
      <ItemCollectionsProvider collections={collections}>{children}</ItemCollectionsProvider>
    </MediaUploadContext.Provider>
  );
}
