import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Escolha primeiro um nome de usuário no seu perfil: sua página pública precisa dele.",
  'promotion.profileHeading': "Sua página pública",
  'promotion.profileHelp': "Compartilhe este link ou o código QR para que ouvintes encontrem e sigam você.",
  'promotion.profileChoice': "Sua página pública",
  'promotion.qrLabel': "Código QR de {url}",
  'promotion.contentHeading': "Links do seu conteúdo",
  'promotion.noContent': "Seus cursos, faixas e workshops publicados aparecerão aqui.",
  'promotion.widgetHeading': "Widget incorporável",
  'promotion.widgetHelp': "Cole este código no seu site para mostrar sua página ou um dos seus conteúdos.",
  'promotion.widgetFor': "Widget para",
  'promotion.widgetMake': "Gerar código do widget",
  'promotion.widgetCode': "Código do widget",
};
