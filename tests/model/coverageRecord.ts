/** Where model tests drop their per-machine figures for the run-wide coverage table. */
export const MODEL_COVERAGE_DIR_ENV = 'MODEL_COVERAGE_DIR';

/** One machine's coverage as [covered, total] pairs. */
export interface MachineCoverageRecord {
  name: string;
  states: [covered: number, total: number];
  transitions: [covered: number, total: number];
}
