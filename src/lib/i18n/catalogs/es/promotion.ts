import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Primero elige un nombre de usuario en tu perfil: tu página pública lo necesita.",
  'promotion.profileHeading': "Tu página pública",
  'promotion.profileHelp': "Comparte este enlace o su código QR para que te encuentren y te sigan.",
  'promotion.profileChoice': "Tu página pública",
  'promotion.qrLabel': "Código QR de {url}",
  'promotion.contentHeading': "Enlaces a tu contenido",
  'promotion.noContent': "Aquí aparecerán tus cursos, pistas y talleres publicados.",
  'promotion.widgetHeading': "Widget para insertar",
  'promotion.widgetHelp': "Pega este código en tu propio sitio web para mostrar tu página o uno de tus contenidos.",
  'promotion.widgetFor': "Widget para",
  'promotion.widgetMake': "Crear código del widget",
  'promotion.widgetCode': "Código del widget",
};
