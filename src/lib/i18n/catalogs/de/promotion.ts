import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Wähle zuerst in deinem Profil einen Benutzernamen: deine öffentliche Seite braucht ihn.",
  'promotion.profileHeading': "Deine öffentliche Seite",
  'promotion.profileHelp': "Teile diesen Link oder seinen QR-Code, damit Hörerinnen und Hörer dich finden und dir folgen können.",
  'promotion.profileChoice': "Deine öffentliche Seite",
  'promotion.qrLabel': "QR-Code für {url}",
  'promotion.contentHeading': "Links zu deinen Inhalten",
  'promotion.noContent': "Deine veröffentlichten Kurse, Tracks und Workshops erscheinen hier.",
  'promotion.widgetHeading': "Einbettbares Widget",
  'promotion.widgetHelp': "Füge diesen Code in deine eigene Website ein, um deine Seite oder einen deiner Inhalte zu zeigen.",
  'promotion.widgetFor': "Widget für",
  'promotion.widgetMake': "Widget-Code erstellen",
  'promotion.widgetCode': "Widget-Code",
};
