import { fileMaxBytes, fileMimeTypes, imageMaxSide, imageMinSide, mediaMaxDurationSec, mediaMinDurationSec } from './fileRules';
import { dateFromToday } from './dateFromToday';
import { exclusiveOption } from './exclusiveOption';
import { afterField, atLeastField } from './fieldComparison';
import { forbiddenPhrases } from './forbiddenPhrases';
import { noDomains } from './noDomains';
import { noEmoji } from './noEmoji';
import { noEmails } from './noEmails';
import { noLinks } from './noLinks';
import { notAllUppercase } from './notAllUppercase';
import { notOnlyDigits } from './notOnlyDigits';
import { sumAtMost } from './sumAtMost';
import { predicateKeyword } from './predicateKeyword';
import { tagNoSpaces, tagNoSpecialCharacters, tagUniqueIgnoreCase } from './tagRules';

/** Every custom keyword the step schemas may use; `schemas/meta/step.schema.json` documents them. */
export const customKeywords = [
  noEmoji,
  notAllUppercase,
  noLinks,
  notOnlyDigits,
  noDomains,
  noEmails,
  forbiddenPhrases,
  tagNoSpaces,
  tagNoSpecialCharacters,
  tagUniqueIgnoreCase,
  fileMimeTypes,
  fileMaxBytes,
  imageMinSide,
  imageMaxSide,
  mediaMinDurationSec,
  mediaMaxDurationSec,
  sumAtMost,
  dateFromToday,
  exclusiveOption,
  afterField,
  atLeastField,
].map(predicateKeyword);

/** Names of the custom keywords; each use needs a message in `errorMessage` (schemas:check). */
export const customKeywordNames: readonly string[] = customKeywords.map((k) => k.keyword as string);
