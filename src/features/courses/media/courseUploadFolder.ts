/** Where a course's files live (spec 1 §6: under the publisher's own user area). */
export function courseUploadFolder(uid: string, courseId: string): string {
  return `${uid}/uploads/courses/${courseId}`;
}
