import type { RegistryFieldsType } from '@rjsf/utils';
import { AccreditationFileField } from '../../../renderer/widgets/accreditation';
import { HlsVideoField, ImageListField, ImageUploadField } from '../../../renderer/widgets/media';
import { PublisherSearchField } from './fields/PublisherSearchField';
import { VenuePickerField } from './fields/VenuePickerField';

/** Uploads live under `{uid}/uploads/marketplace/shop/products/{retreatId}` (src/domain/retreats/retreatStorage.ts). */
export const RETREAT_UPLOAD_AREA = 'marketplace/shop/products';

/** The retreat wizard's own RJSF fields, by the names `fieldForHint` gives their `x-ui.widget`. */
export const retreatWizardFields = { ImageUploadField, ImageListField, HlsVideoField, VenuePickerField, PublisherSearchField, AccreditationFileField } satisfies RegistryFieldsType;
