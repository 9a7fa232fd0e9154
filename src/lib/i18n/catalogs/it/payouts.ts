import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Stato dei pagamenti",
  'payouts.intro': "Donazioni e vendite ti vengono pagate appena i tuoi dati di beneficiario sono completi.",
  'payouts.status.NONE': "Non configurato",
  'payouts.status.NOT_PAYABLE': "Non ancora pagabile",
  'payouts.status.PAYABLE': "Pagabile",
  'payouts.status.BLOCKED': "Bloccato",
  'payouts.blocked': "Non è possibile inviare pagamenti al paese o alla regione del tuo indirizzo. Contattaci se si tratta di un errore.",
  'payouts.startSetup': "Configura i pagamenti",
  'payouts.continueSetup': "Continua la configurazione",
  'payouts.review': "Rivedi i dati di pagamento",
  'payouts.continue': "Salva e continua",
  'payouts.finish': "Concludi",
  'payouts.doneTitle': "Fatto",
  'payouts.doneText': "I tuoi dati di pagamento sono completi. I pagamenti vengono inviati con il metodo scelto.",
  'payouts.iframeTitle': "Fornitore dei pagamenti: dati del beneficiario",
  'payouts.hiddenWhileImpersonating': "Le impostazioni di pagamento non sono disponibili mentre agisci come un altro insegnante.",
};
