import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Scegli prima un nome utente nel tuo profilo: la tua pagina pubblica ne ha bisogno.",
  'promotion.profileHeading': "La tua pagina pubblica",
  'promotion.profileHelp': "Condividi questo link o il suo codice QR perché chi ascolta possa trovarti e seguirti.",
  'promotion.profileChoice': "La tua pagina pubblica",
  'promotion.qrLabel': "Codice QR per {url}",
  'promotion.contentHeading': "Link ai tuoi contenuti",
  'promotion.noContent': "Qui compariranno i tuoi corsi, brani e workshop pubblicati.",
  'promotion.widgetHeading': "Widget da incorporare",
  'promotion.widgetHelp': "Incolla questo codice nel tuo sito per mostrare la tua pagina o uno dei tuoi contenuti.",
  'promotion.widgetFor': "Widget per",
  'promotion.widgetMake': "Crea il codice del widget",
  'promotion.widgetCode': "Codice del widget",
};
