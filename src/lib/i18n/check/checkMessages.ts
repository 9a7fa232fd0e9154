// `npm run i18n:check`: every locale's interface catalog against the English one. Fails (exit 1) on a
// missing, dangling, invalid or placeholder-changing translation. A key used in code but absent from
// English never gets here: keys are typed, so `npm run typecheck` fails first.
import { en } from '../catalogs/en';
import { catalog as de } from '../catalogs/de';
import { catalog as es } from '../catalogs/es';
import { catalog as fr } from '../catalogs/fr';
import { catalog as hi } from '../catalogs/hi';
import { catalog as it } from '../catalogs/it';
import { catalog as nl } from '../catalogs/nl';
import { catalog as ptBR } from '../catalogs/pt-BR';
import { catalog as ru } from '../catalogs/ru';
import { catalogProblems, hasProblems } from './catalogProblems';

const catalogs: Record<string, Record<string, string | undefined>> = { en, 'pt-BR': ptBR, es, de, fr, ru, nl, it, hi };
let failed = false;
for (const [locale, catalog] of Object.entries(catalogs)) {
  const problems = catalogProblems(locale, en, catalog);
  if (!hasProblems(problems)) {
    console.log(`i18n ${locale}: ${Object.keys(en).length} messages, complete`);
    continue;
  }
  failed = true;
  const lines = (label: string, keys: string[]) => (keys.length ? [`  ${label} (${keys.length}): ${keys.join(', ')}`] : []);
  console.error(
    [
      `i18n ${locale}: problems`,
      ...lines('missing', problems.missing),
      ...lines('dangling', problems.dangling),
      ...lines('placeholders differ from English', problems.placeholderMismatch),
      ...lines('not valid ICU', problems.invalid),
    ].join('\n'),
  );
}
if (failed) process.exit(1);
