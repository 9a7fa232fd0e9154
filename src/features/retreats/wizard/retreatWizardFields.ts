import type { RegistryFieldsType } from '@rjsf/utils';
import { lazyField } from '../../../renderer/fields/lazyField';

// Fields of later steps, fetched with the first step that draws them rather than with the retreat route (DESIGN §9):
// the image list (dnd-kit, about 15 kB gzip), the venue picker (Mantine's Drawer and ScrollArea with floating-ui,
// about 25 kB), the HLS video field (ffmpeg's loader classes), the image uploader (venue, meal and photo steps,
// about 5 kB), the accreditation files (submission requirements, about 2 kB) and the co-host search (info, step 3,
// about 1 kB). No retreat step before the second draws any of them.
const ImageUploadField = lazyField(() => import('../../../renderer/widgets/media/ImageUploadField').then((module) => module.ImageUploadField)).Field;
const AccreditationFileField = lazyField(() =>
  import('../../../renderer/widgets/accreditation/AccreditationFileField').then((module) => module.AccreditationFileField),
).Field;
const ImageListField = lazyField(() => import('../../../renderer/widgets/media/ImageListField').then((module) => module.ImageListField)).Field;
const VenuePickerField = lazyField(() => import('./fields/VenuePickerField').then((module) => module.VenuePickerField)).Field;
const HlsVideoField = lazyField(() => import('../../../renderer/widgets/media/video/HlsVideoField').then((module) => module.HlsVideoField)).Field;
const PublisherSearchField = lazyField(() => import('./fields/PublisherSearchField').then((module) => module.PublisherSearchField)).Field;

/** Uploads live under `{uid}/uploads/marketplace/shop/products/{retreatId}` (src/domain/retreats/retreatStorage.ts). */
export const RETREAT_UPLOAD_AREA = 'marketplace/shop/products';

/** The retreat wizard's own RJSF fields, by the names `fieldForHint` gives their `x-ui.widget`. */
export const retreatWizardFields = { ImageUploadField, ImageListField, HlsVideoField, VenuePickerField, PublisherSearchField, AccreditationFileField } satisfies RegistryFieldsType;
