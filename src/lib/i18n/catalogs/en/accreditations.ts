/** /accreditations: the publisher's certificate files (issue 18 item 5); the widget's own texts come from schemas/common/accreditation.schema.json. */
export const accreditations = {
  'accreditations.heading': 'Accreditations',
  'accreditations.intro': 'Upload the certificates that back your teaching. PDF, JPEG or PNG files under 5 MB.',
  'accreditations.category.yoga': 'Yoga teacher certificates',
  'accreditations.category.teacher': 'Meditation teacher certificates',
  'accreditations.category.phd': 'Degrees and doctorates',
  'accreditations.itemFiles': 'Copyright proof for a track and a retreat’s certificates are added in that track’s or retreat’s form.',
};
