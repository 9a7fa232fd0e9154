import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "État des versements",
  'payouts.intro': "Les dons et les ventes vous sont versés dès que vos informations de bénéficiaire sont complètes.",
  'payouts.status.NONE': "Non configuré",
  'payouts.status.NOT_PAYABLE': "Pas encore payable",
  'payouts.status.PAYABLE': "Payable",
  'payouts.status.BLOCKED': "Bloqué",
  'payouts.blocked': "Aucun versement ne peut être envoyé vers le pays ou la région de votre adresse. Contactez-nous s’il s’agit d’une erreur.",
  'payouts.startSetup': "Configurer les versements",
  'payouts.continueSetup': "Poursuivre la configuration",
  'payouts.review': "Revoir les informations de versement",
  'payouts.continue': "Enregistrer et continuer",
  'payouts.finish': "Terminer",
  'payouts.doneTitle': "C’est terminé",
  'payouts.doneText': "Vos informations de versement sont complètes. Les versements sont envoyés avec le moyen choisi.",
  'payouts.iframeTitle': "Prestataire de versement : informations du bénéficiaire",
  'payouts.hiddenWhileImpersonating': "Les paramètres de paiement ne sont pas disponibles lorsque vous agissez au nom d’un autre enseignant.",
};
