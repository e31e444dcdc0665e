import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type { ACCOUNT_FLOW_MESSAGES_EN } from './account-flow-messages';

export const ACCOUNT_FLOW_MESSAGES_PT: Translation<typeof ACCOUNT_FLOW_MESSAGES_EN> = {
  passwordResetDone: 'A tua palavra-passe foi reposta. A levar-te para o início de sessão...',
  passwordResetSignIn: 'A tua palavra-passe foi reposta. Inicia sessão com a nova palavra-passe.',
  verificationSentTo: (email) =>
    `Enviámos uma ligação de verificação para ${email}. Abre-a para verificares o teu e-mail.`,
  verificationPending:
    'O teu e-mail ainda não está verificado. Abre a ligação do e-mail que te enviámos e depois continua.',
  emailVerifiedFor: (email) => `${email} está verificado.`,
  emailChangeRequested: (email) =>
    `Enviámos uma ligação de confirmação para ${email}. O teu endereço de e-mail muda quando a abrires.`,
  emailChangeUnavailable: 'Este endereço de e-mail não pode ser usado. Escolhe outro.',
  emailChangeSameAddress: 'Este já é o teu endereço de e-mail.',
  emailChangeConfirmTitle: 'Confirmar alteração do e-mail',
  emailChangePasswordHint: 'Introduz a tua palavra-passe para confirmar o novo endereço de e-mail.',
  emailChanged: 'O teu endereço de e-mail foi alterado. Inicia sessão com o novo e-mail.',
  passwordRequired: 'Indica a palavra-passe',
  wrongPassword: 'Palavra-passe incorreta. Tenta novamente.',
  invalidActionLink: 'Esta ligação não é válida. Pede um novo e-mail.',
  newsletterSubscribed: 'Obrigado pela subscrição!',
  newsletterFailed: 'Não foi possível fazer a subscrição. Tenta mais tarde.',
  subscriptionsNote: `As inscrições ficam guardadas no servidor da ${PRODUCT_NAME}. Só os operadores podem ver esta lista.`,
  subscriptionsEmpty: 'Ainda não há inscrições',
  subscriptionsLoadFailed: 'Não foi possível carregar as subscrições',
  preferencesSaved: 'Preferências de notificação guardadas',
  phoneTooLong: (max) => `O número de telemóvel pode ter no máximo ${max} caracteres`,
  showPhoneLabel: 'Mostrar o meu número de telemóvel no meu perfil público',
  devResetExplanation:
    'Os e-mails de reposição da palavra-passe são reais: pede uma ligação de reposição e abre-a a partir da tua caixa de entrada. Em desenvolvimento, o npm start mostra o endereço da caixa de entrada local que recebe todos os e-mails.',
};
