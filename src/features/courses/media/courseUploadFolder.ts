/** Where a course's files live (spec 1 §6: under the publisher's own user area). */
export function courseUploadFolder(uid: string, courseId: string): string {
  return `${uid}/uploads/courses/${courseId}`;
}

/**
 * Where the files of one editing session of a live course go: a folder of their own beside the live
 * files, so a new image or audio never replaces what is published before the edit is approved (the
 * server refuses that too). The stamp makes each session's folder new.
 */
export function courseEditUploadFolder(uid: string, courseId: string, stamp: string): string {
  return `${courseUploadFolder(uid, courseId)}/edits/${stamp}`;
}
