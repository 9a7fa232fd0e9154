import { reportConstChoice } from '../constChoiceErrors';
import { applyErrorMessages } from '../errorMessage/applyErrorMessages';
import { errorMessagePlan } from '../errorMessage/errorMessagePlan';
import { durationTooLong, durationTooShort, mimeNotAccepted, sideTooLong, sideTooShort, tooManyBytes } from './fileRules';
import { containsForbiddenPhrase } from './forbiddenPhrases';
import { dateTooEarly } from './dateFromToday';
import { exclusiveOptionMixed } from './exclusiveOption';
import { belowSibling, notAfterSibling } from './fieldComparison';
import { domainNotAllowed } from './noDomains';
import { emailNotAllowed } from './noEmails';
import { hasEmoji } from './noEmoji';
import { linkNotAllowed } from './noLinks';
import { isAllUppercase } from './notAllUppercase';
import { hasNoLetter } from './notOnlyDigits';
import { sumExceedsSibling } from './sumAtMost';
import { tagHasSpace, tagHasSpecialCharacter, tagRepeats } from './tagRules';

/** The pure checks behind the custom keywords, by the names generated standalone code uses. */
export const keywordChecks = {
  hasEmoji,
  isAllUppercase,
  linkNotAllowed,
  hasNoLetter,
  domainNotAllowed,
  emailNotAllowed,
  containsForbiddenPhrase,
  tagHasSpace,
  tagHasSpecialCharacter,
  tagRepeats,
  mimeNotAccepted,
  tooManyBytes,
  sideTooShort,
  sideTooLong,
  durationTooShort,
  durationTooLong,
  sumExceedsSibling,
  dateTooEarly,
  exclusiveOptionMixed,
  notAfterSibling,
  belowSibling,
  // Not a rule: the engine's errorMessage keyword, called the same way by generated code.
  applyErrorMessages,
  // Not a rule: builds each errorMessage's plan when a precompiled module loads (errorMessageKeyword).
  errorMessagePlan,
  // Not a rule: the precompiled choice lists' errors (constChoices), called the same way.
  reportConstChoice,
};
