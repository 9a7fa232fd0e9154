import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Estado de los pagos",
  'payouts.intro': "Las donaciones y ventas se te pagan en cuanto tus datos de beneficiario estén completos.",
  'payouts.status.NONE': "Sin configurar",
  'payouts.status.NOT_PAYABLE': "Aún no se puede pagar",
  'payouts.status.PAYABLE': "Se puede pagar",
  'payouts.status.BLOCKED': "Bloqueado",
  'payouts.blocked': "No se pueden enviar pagos al país o región de tu dirección. Escríbenos si es un error.",
  'payouts.startSetup': "Configurar pagos",
  'payouts.continueSetup': "Continuar la configuración",
  'payouts.review': "Revisar los datos de pago",
  'payouts.continue': "Guardar y continuar",
  'payouts.finish': "Terminar",
  'payouts.doneTitle': "Listo",
  'payouts.doneText': "Tus datos de pago están completos. Los pagos se envían por el método que elegiste.",
  'payouts.iframeTitle': "Proveedor de pagos: datos del beneficiario",
  'payouts.hiddenWhileImpersonating': "La configuración de pagos no está disponible mientras actúas como otro profesor.",
};
