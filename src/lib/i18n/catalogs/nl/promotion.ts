import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Kies eerst een gebruikersnaam in je profiel: je openbare pagina heeft die nodig.",
  'promotion.profileHeading': "Je openbare pagina",
  'promotion.profileHelp': "Deel deze link of de QR-code zodat luisteraars je kunnen vinden en volgen.",
  'promotion.profileChoice': "Je openbare pagina",
  'promotion.qrLabel': "QR-code voor {url}",
  'promotion.contentHeading': "Links naar je inhoud",
  'promotion.noContent': "Je gepubliceerde cursussen, tracks en workshops verschijnen hier.",
  'promotion.widgetHeading': "Insluitbare widget",
  'promotion.widgetHelp': "Plak deze code in je eigen website om je pagina of een van je items te tonen.",
  'promotion.widgetFor': "Widget voor",
  'promotion.widgetMake': "Widgetcode maken",
  'promotion.widgetCode': "Widgetcode",
};
