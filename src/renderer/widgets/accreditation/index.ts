export { AccreditationFileField } from './AccreditationFileField';
export { AccreditationContext, type AccreditationTarget } from './AccreditationContext';
