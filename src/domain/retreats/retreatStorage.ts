// Where retreats live and the names the retreat manifest, the browser and the server agree on (spec 2 §3,
// §7). A retreat is a shop product of type RETREAT (its id is the shop product id of the spec's calls);
// stored data keeps the spec's spelling.

/** The retreat wizard's id in `schemas/wizards/`. */
export const RETREAT_WIZARD = 'retreat';

/** The collection under the owner: `users/{uid}/retreats/{retreatId}` (the manifest's `storage.collection`). */
export const RETREAT_COLLECTION = 'retreats';

/** The fixed value that tells a retreat from other shop products (the manifest's `fixedValues.product_type`). */
export const RETREAT_PRODUCT_TYPE = 'RETREAT';

/** The side-collection name of the accommodation options (the manifest's `sideCollections` value). */
export const RETREAT_ACCOMMODATIONS = 'retreat-accommodations';

/** Subcollection of a retreat holding its accommodation options, one document per option. */
export const ACCOMMODATION_OPTIONS = 'accommodation_options';

/** Every accommodation option's `type` (spec 2 §3). */
export const ACCOMMODATION_OPTION_TYPE = 'RETREAT_ACCOMMODATION';

/** The retreat's upload folder: images, video, certificates and each option's images below it. */
export const retreatUploadFolder = (uid: string, retreatId: string): string => `${uid}/uploads/marketplace/shop/products/${retreatId}`;

/** One accommodation option's image folder (deleted with the option, or when accommodation is no longer offered). */
export const accommodationImageFolder = (uid: string, retreatId: string, optionId: string): string =>
  `${retreatUploadFolder(uid, retreatId)}/accommodations/${optionId}`;

/** The venue step's accommodation choice and the answer that offers none (spec 2 §4: its options and their images go). */
export const ACCOMMODATION_CHOICE = 'accommodation_option';
export const WITHOUT_ACCOMMODATION = 'NOT_INCLUDED';
