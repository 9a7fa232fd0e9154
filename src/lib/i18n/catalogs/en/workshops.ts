/** The workshop form's own words (its fields, sections and messages come from schemas/wizards/workshop). */
export const workshops = {
  'workshops.form.notFound': 'Workshop not found',
  'workshops.form.datesLocked': 'Workshop dates cannot be edited',
};
