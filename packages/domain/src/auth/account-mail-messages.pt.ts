import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type { ACCOUNT_MAIL_MESSAGES_EN } from './account-mail-messages';

export const ACCOUNT_MAIL_MESSAGES_PT: Translation<typeof ACCOUNT_MAIL_MESSAGES_EN> = {
  greeting: 'Olá,',
  thanks: 'Obrigado,',
  team: `A equipa da ${PRODUCT_NAME}`,
  buttonFallback: 'Se o botão não funcionar, copia esta ligação para o teu navegador:',
  verificationSubject: `Confirma o teu endereço de e-mail na ${PRODUCT_NAME}`,
  verificationIntro: `Bem-vindo à ${PRODUCT_NAME}, o mercado local da tua comunidade! Confirma que este é o teu endereço de e-mail.`,
  verificationButton: 'Confirmar o meu e-mail',
  verificationIgnore: `Se não criaste uma conta na ${PRODUCT_NAME}, podes ignorar este e-mail.`,
  resetSubject: `Repõe a tua palavra-passe da ${PRODUCT_NAME}`,
  resetIntro: `Alguém (esperamos que tu) pediu para repor a palavra-passe da tua conta da ${PRODUCT_NAME}. Escolhe uma nova aqui:`,
  resetButton: 'Escolher nova palavra-passe',
  resetIgnore:
    'A ligação funciona durante 30 minutos. Se não fizeste este pedido, podes ignorar este e-mail: a tua palavra-passe mantém-se.',
  emailChangeSubject: `Confirma o teu novo endereço de e-mail na ${PRODUCT_NAME}`,
  emailChangeIntro: `Pediste para usar este endereço na tua conta da ${PRODUCT_NAME}. Confirma a alteração:`,
  emailChangeButton: 'Confirmar o meu novo e-mail',
  emailChangeIgnore:
    'A ligação funciona durante 30 minutos. Se não pediste esta alteração, podes ignorar este e-mail: a tua conta mantém o endereço atual.',
  alertSubject: `Novo início de sessão na tua conta da ${PRODUCT_NAME}`,
  alertIntro: `A tua conta da ${PRODUCT_NAME} acabou de ser usada para iniciar sessão num novo dispositivo ou local:`,
  alertWasYou: 'Se foste tu, não precisas de fazer nada.',
  alertWasNotYou:
    'Se não foste tu, repõe já a tua palavra-passe a partir da página de início de sessão: isso termina a sessão em todos os outros dispositivos.',
};
