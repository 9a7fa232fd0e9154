import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Choisissez d’abord un nom d’utilisateur dans votre profil : votre page publique en a besoin.",
  'promotion.profileHeading': "Votre page publique",
  'promotion.profileHelp': "Partagez ce lien ou son code QR pour que les auditeurs vous trouvent et vous suivent.",
  'promotion.profileChoice': "Votre page publique",
  'promotion.qrLabel': "Code QR pour {url}",
  'promotion.contentHeading': "Liens vers vos contenus",
  'promotion.noContent': "Vos cours, pistes et ateliers publiés apparaîtront ici.",
  'promotion.widgetHeading': "Widget à intégrer",
  'promotion.widgetHelp': "Collez ce code dans votre propre site pour afficher votre page ou l’un de vos contenus.",
  'promotion.widgetFor': "Widget pour",
  'promotion.widgetMake': "Créer le code du widget",
  'promotion.widgetCode': "Code du widget",
};
