import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Uitbetalingsstatus",
  'payouts.intro': "Donaties en verkopen worden uitbetaald zodra je begunstigdengegevens compleet zijn.",
  'payouts.status.NONE': "Niet ingesteld",
  'payouts.status.NOT_PAYABLE': "Nog niet uitbetaalbaar",
  'payouts.status.PAYABLE': "Uitbetaalbaar",
  'payouts.status.BLOCKED': "Geblokkeerd",
  'payouts.blocked': "Naar het land of de regio van je adres kunnen geen uitbetalingen worden gestuurd. Neem contact op als dit een vergissing is.",
  'payouts.startSetup': "Uitbetalingen instellen",
  'payouts.continueSetup': "Instellen voortzetten",
  'payouts.review': "Uitbetalingsgegevens bekijken",
  'payouts.continue': "Opslaan en verder",
  'payouts.finish': "Afronden",
  'payouts.doneTitle': "Klaar",
  'payouts.doneText': "Je uitbetalingsgegevens zijn compleet. Uitbetalingen gaan via de gekozen methode.",
  'payouts.iframeTitle': "Uitbetalingsdienst: begunstigdengegevens",
  'payouts.hiddenWhileImpersonating': "Betalingsinstellingen zijn niet beschikbaar terwijl je als een andere docent optreedt.",
};
