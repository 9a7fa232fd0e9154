/** Where an item's files live (spec 1 §6: under the publisher's own user area), e.g. `{uid}/uploads/courses/{id}`. */
export function itemUploadFolder(uid: string, area: string, itemId: string): string {
  return `${uid}/uploads/${area}/${itemId}`;
}

/**
 * Where the files of one editing session of a live item go: a folder of their own beside the live
 * files, so a new image or audio never replaces what is published before the edit is approved (the
 * server refuses that too). The stamp makes each session's folder new.
 */
export function itemEditUploadFolder(uid: string, area: string, itemId: string, stamp: string): string {
  return `${itemUploadFolder(uid, area, itemId)}/edits/${stamp}`;
}
