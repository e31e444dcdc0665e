import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type { ACCOUNT_SETTINGS_MESSAGES_EN } from './account-settings-messages';
import { ACCOUNT_DELETION_LINK_MINUTES } from './auth-constants';

export const ACCOUNT_SETTINGS_MESSAGES_PT: Translation<typeof ACCOUNT_SETTINGS_MESSAGES_EN> = {
  currentPasswordRequired: 'Indica a palavra-passe atual',
  wrongCurrentPassword: 'A palavra-passe atual está incorreta',
  passwordChanged: 'A tua palavra-passe foi alterada',
  passwordChangedMailSubject: `A tua palavra-passe da ${PRODUCT_NAME} foi alterada`,
  passwordChangedMailBody: `A tua palavra-passe foi alterada. Se foste tu, não precisas de fazer nada. Se não foste, repõe já a palavra-passe e verifica a tua conta da ${PRODUCT_NAME}.`,
  exportExplanation: 'Um ficheiro JSON com o teu perfil, anúncios, reservas, mensagens, avaliações e notificações.',
  exportFailed: 'Não foi possível descarregar os teus dados. Tenta mais tarde.',
  deletionExplanation:
    'Os teus anúncios e dados pessoais são eliminados e deixas de poder iniciar sessão. As reservas e avaliações ficam para a outra pessoa, com o nome "Antigo membro".',
  deletionRequested: (email) =>
    `Enviámos uma ligação de confirmação para ${email}. A tua conta só é eliminada quando a abrires (nos próximos ${ACCOUNT_DELETION_LINK_MINUTES} minutos).`,
  deletionActiveBookings:
    'Tens reservas pendentes ou por realizar. Cancela-as ou conclui-as antes de eliminar a tua conta.',
  deletionInvalidLink: 'Esta ligação para eliminar a conta é inválida ou expirou. Pede uma nova.',
  deletionNotYours: 'Esta ligação para eliminar a conta pertence a outra conta.',
  deletionFailed: 'Não foi possível eliminar a tua conta. Tenta mais tarde.',
  deletionConfirmTitle: 'Eliminar a tua conta',
  deletionConfirmHint:
    'Esta ação não pode ser anulada. As tuas reservas e avaliações ficam para a outra pessoa, com o nome "Antigo membro".',
  deletionDone: 'A tua conta foi eliminada.',
  deletionMailSubject: `Confirma a eliminação da tua conta da ${PRODUCT_NAME}`,
  deletionMailBody: `Clica no botão abaixo para eliminar a tua conta da ${PRODUCT_NAME}. A ligação funciona durante ${ACCOUNT_DELETION_LINK_MINUTES} minutos, uma única vez.`,
  deletionMailIgnore: 'Se não pediste para eliminar a tua conta, ignora este e-mail e altera a tua palavra-passe.',
  deletionMailButton: 'Eliminar a minha conta',
  formerMemberName: 'Antigo membro',
};
