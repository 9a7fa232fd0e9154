import { durationTooLong, durationTooShort, mimeNotAccepted, sideTooLong, sideTooShort, tooManyBytes } from './fileRules';
import { containsForbiddenPhrase } from './forbiddenPhrases';
import { hasDomain } from './noDomains';
import { hasEmoji } from './noEmoji';
import { hasLink } from './noLinks';
import { isAllUppercase } from './notAllUppercase';
import { hasNoLetter } from './notOnlyDigits';
import { sumExceedsSibling } from './sumAtMost';
import { tagHasSpace, tagHasSpecialCharacter, tagRepeats } from './tagRules';

/** The pure checks behind the custom keywords, by the names generated standalone code uses. */
export const keywordChecks = {
  hasEmoji,
  isAllUppercase,
  hasLink,
  hasNoLetter,
  hasDomain,
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
};
