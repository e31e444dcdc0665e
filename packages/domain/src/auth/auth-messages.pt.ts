import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type {
  AUTH_ERRORS_EN,
  AUTH_SCREEN_TITLES_EN,
  AUTH_VALIDATION_MESSAGES_EN,
  FORGOT_PASSWORD_MESSAGES_EN,
  ONBOARDING_MESSAGES_EN,
  PREVIEW_GATE_MESSAGES_EN,
  RESET_PASSWORD_MESSAGES_EN,
  SIGN_UP_ERRORS_EN,
  THIRD_PARTY_SIGN_IN_ERRORS_EN,
  VERIFICATION_MESSAGES_EN,
} from './auth-messages';

export const AUTH_VALIDATION_MESSAGES_PT: Translation<typeof AUTH_VALIDATION_MESSAGES_EN> = {
  invalidEmail: 'Endereço de e-mail inválido',
  passwordMin6: 'A palavra-passe tem de ter pelo menos 6 caracteres',
  passwordsDontMatch: 'As palavras-passe não coincidem',
  passwordMin8: 'A palavra-passe tem de ter pelo menos 8 caracteres',
  passwordUppercase: 'A palavra-passe tem de ter pelo menos uma letra maiúscula',
  passwordLowercase: 'A palavra-passe tem de ter pelo menos uma letra minúscula',
  passwordNumber: 'A palavra-passe tem de ter pelo menos um número',
  passwordSpecial: 'A palavra-passe tem de ter pelo menos um carácter especial',
};

export const AUTH_ERRORS_PT: Translation<typeof AUTH_ERRORS_EN> = {
  signIn: 'Não foi possível iniciar sessão',
  signInForm: 'Não foi possível iniciar sessão. Verifica os teus dados e tenta novamente.',
  signUp: 'Não foi possível criar a conta',
  logout: 'Não foi possível terminar sessão',
  resetPassword: 'Não foi possível repor a palavra-passe',
  invalidResetLink: 'Ligação de reposição da palavra-passe inválida ou expirada',
  updateProfile: 'Não foi possível atualizar o perfil',
  updateEmail: 'Não foi possível atualizar o e-mail',
  updatePassword: 'Não foi possível atualizar a palavra-passe',
  sendVerification: 'Não foi possível enviar o e-mail de verificação',
  verifyEmail: 'Não foi possível verificar o e-mail',
  invalidVerificationCode: 'Código de verificação inválido ou expirado',
  noAuthenticatedUser: 'Nenhum utilizador autenticado',
  noUserLoggedIn: 'Nenhum utilizador com sessão iniciada',
};

export const THIRD_PARTY_SIGN_IN_ERRORS_PT: Translation<typeof THIRD_PARTY_SIGN_IN_ERRORS_EN> = {
  popupClosed: 'O início de sessão foi cancelado. Tenta novamente.',
  popupBlocked: 'A janela de início de sessão foi bloqueada. Permite janelas pop-up para este site.',
  pending: 'Já está a decorrer outra tentativa de início de sessão. Aguarda um momento.',
  network: 'Erro de rede. Verifica a tua ligação e tenta novamente.',
  other: 'Não foi possível iniciar sessão com a conta externa. Tenta mais tarde.',
  form: 'Não foi possível iniciar sessão com a conta externa. Tenta novamente.',
  signUpForm: 'Não foi possível iniciar sessão com a conta externa',
};

export const SIGN_UP_ERRORS_PT: Translation<typeof SIGN_UP_ERRORS_EN> = {
  emailInUse: 'Já existe uma conta com este e-mail',
  invalidEmail: 'Endereço de e-mail inválido',
  weakPassword: 'A palavra-passe é demasiado fraca',
  network: 'Erro de rede. Verifica a tua ligação e tenta novamente.',
  other: 'Não foi possível criar a conta. Tenta novamente.',
};

export const ONBOARDING_MESSAGES_PT: Translation<typeof ONBOARDING_MESSAGES_EN> = {
  title: 'Completa o teu perfil',
  noAuthenticatedUser: 'Nenhum utilizador autenticado encontrado',
  failed: 'Não foi possível criar o perfil. Tenta novamente.',
  success: 'Perfil criado com sucesso!',
};

export const FORGOT_PASSWORD_MESSAGES_PT: Translation<typeof FORGOT_PASSWORD_MESSAGES_EN> = {
  title: 'Repor palavra-passe',
  sent: 'Enviámos o e-mail de reposição da palavra-passe! Consulta a tua caixa de entrada.',
  sentIfExists: 'Se existir uma conta com este e-mail, enviámos uma ligação para repor a palavra-passe.',
  invalidEmail: 'Formato de e-mail inválido',
  tooManyRequests: 'Demasiados pedidos. Tenta mais tarde.',
  failed: 'Não foi possível enviar o e-mail de reposição da palavra-passe. Tenta mais tarde.',
};

export const RESET_PASSWORD_MESSAGES_PT: Translation<typeof RESET_PASSWORD_MESSAGES_EN> = {
  missingCode: 'Ligação de reposição da palavra-passe inválida. Pede uma nova.',
  expired: 'Esta ligação de reposição da palavra-passe expirou ou é inválida. Pede uma nova.',
  failed: 'Não foi possível repor a palavra-passe. A ligação pode ter expirado.',
};

export const VERIFICATION_MESSAGES_PT: Translation<typeof VERIFICATION_MESSAGES_EN> = {
  title: 'Verificação do e-mail',
  failed: 'Não foi possível verificar o e-mail. A ligação pode ser inválida ou ter expirado.',
  mustBeLoggedIn: 'Tens de iniciar sessão para verificar o teu e-mail.',
  sendFailed: 'Não foi possível enviar o e-mail de verificação. Tenta mais tarde.',
  invalidLink: 'Ligação de verificação inválida. Pede um novo e-mail de verificação.',
  alreadyVerified: 'O teu e-mail já está verificado',
  verified: 'E-mail verificado',
  notVerified: 'E-mail não verificado',
  continueToAccount: 'Continuar para a conta',
};

export const AUTH_SCREEN_TITLES_PT: Translation<typeof AUTH_SCREEN_TITLES_EN> = {
  login: 'Olá de novo',
  signup: 'Criar conta',
};

export const PREVIEW_GATE_MESSAGES_PT: Translation<typeof PREVIEW_GATE_MESSAGES_EN> = {
  title: 'Pré-visualização de desenvolvimento',
  submit: 'Aceder à pré-visualização',
  verifying: 'A verificar...',
  invalid: 'Palavra-passe inválida',
  invalidToast: 'Palavra-passe inválida. Tenta novamente.',
  welcome: `Bem-vindo à ${PRODUCT_NAME}!`,
};
