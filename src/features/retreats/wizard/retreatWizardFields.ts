import type { RegistryFieldsType } from '@rjsf/utils';
import { AccreditationFileField } from '../../../renderer/widgets/accreditation';
import { HlsVideoField } from '../../../renderer/widgets/media/video/HlsVideoField';
import { ImageListField } from '../../../renderer/widgets/media/ImageListField';
import { ImageUploadField } from '../../../renderer/widgets/media/ImageUploadField';
import { PublisherSearchField } from './fields/PublisherSearchField';
import { VenuePickerField } from './fields/VenuePickerField';

/** Uploads live under `{uid}/uploads/marketplace/shop/products/{retreatId}` (src/domain/retreats/retreatStorage.ts). */
export const RETREAT_UPLOAD_AREA = 'marketplace/shop/products';

/** The retreat wizard's own RJSF fields, by the names `fieldForHint` gives their `x-ui.widget`. */
export const retreatWizardFields = { ImageUploadField, ImageListField, HlsVideoField, VenuePickerField, PublisherSearchField, AccreditationFileField } satisfies RegistryFieldsType;
