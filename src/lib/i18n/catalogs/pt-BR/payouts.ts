import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Status dos pagamentos",
  'payouts.intro': "Doações e vendas são pagas a você assim que seus dados de beneficiário estiverem completos.",
  'payouts.status.NONE': "Não configurado",
  'payouts.status.NOT_PAYABLE': "Ainda não pagável",
  'payouts.status.PAYABLE': "Pagável",
  'payouts.status.BLOCKED': "Bloqueado",
  'payouts.blocked': "Não é possível enviar pagamentos para o país ou região do seu endereço. Fale conosco se for um engano.",
  'payouts.startSetup': "Configurar pagamentos",
  'payouts.continueSetup': "Continuar a configuração",
  'payouts.review': "Revisar dados de pagamento",
  'payouts.continue': "Salvar e continuar",
  'payouts.finish': "Concluir",
  'payouts.doneTitle': "Tudo pronto",
  'payouts.doneText': "Seus dados de pagamento estão completos. Os pagamentos são enviados pelo método escolhido.",
  'payouts.iframeTitle': "Provedor de pagamentos: dados do beneficiário",
  'payouts.hiddenWhileImpersonating': "As configurações de pagamento não ficam disponíveis enquanto você atua como outro professor.",
};
