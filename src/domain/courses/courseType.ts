/** Both stored spellings of the workplace-skill course type (spec 1 §3). */
export const WORKPLACE_SKILL_TYPES: readonly string[] = ['WORKPLACE_SKILL', 'WORKSHOP_SKILL'];

/** True for the workplace-skill type in either spelling: no publisher_intro, all origins flags set. */
export function isWorkplaceSkill(courseType: unknown): boolean {
  return typeof courseType === 'string' && WORKPLACE_SKILL_TYPES.includes(courseType);
}
