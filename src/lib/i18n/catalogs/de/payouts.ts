import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Auszahlungsstatus",
  'payouts.intro': "Spenden und Verkäufe werden dir ausgezahlt, sobald deine Empfängerdaten vollständig sind.",
  'payouts.status.NONE': "Nicht eingerichtet",
  'payouts.status.NOT_PAYABLE': "Noch nicht auszahlbar",
  'payouts.status.PAYABLE': "Auszahlbar",
  'payouts.status.BLOCKED': "Gesperrt",
  'payouts.blocked': "In das Land oder die Region deiner Adresse können keine Auszahlungen gesendet werden. Schreib uns, falls das ein Irrtum ist.",
  'payouts.startSetup': "Auszahlungen einrichten",
  'payouts.continueSetup': "Einrichtung fortsetzen",
  'payouts.review': "Auszahlungsdaten prüfen",
  'payouts.continue': "Speichern und weiter",
  'payouts.finish': "Abschließen",
  'payouts.doneTitle': "Fertig",
  'payouts.doneText': "Deine Auszahlungsdaten sind vollständig. Auszahlungen gehen an die gewählte Methode.",
  'payouts.iframeTitle': "Auszahlungsanbieter: Empfängerdaten",
  'payouts.hiddenWhileImpersonating': "Die Zahlungseinstellungen sind nicht verfügbar, während du als andere Lehrperson handelst.",
};
