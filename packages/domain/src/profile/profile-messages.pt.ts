import type { Translation } from '../i18n/catalogue';
import type {
  NOTIFICATION_PREFERENCE_LABELS_EN,
  PROFILE_MESSAGES_EN,
  PROFILE_SCREEN_TEXTS_EN,
  PROFILE_VALIDATION_MESSAGES_EN,
} from './profile-messages';

export const PROFILE_VALIDATION_MESSAGES_PT: Translation<typeof PROFILE_VALIDATION_MESSAGES_EN> = {
  firstNameRequired: 'Indica o teu nome próprio',
  lastNameRequired: 'Indica o teu apelido',
  displayNameRequired: 'Indica o nome a mostrar',
  cityRequired: 'Indica a localidade',
  locationRequired: 'Indica a localização',
  imageRequired: 'Escolhe um ficheiro de imagem',
  imageTooLarge: 'A imagem deve ter menos de 5 MB',
  postalCodeFormat: 'O código postal deve ter o formato XXXX-XXX (p. ex., 1300-431)',
  postalCodeRequired: 'Precisas de indicar o código postal para usar a Partilha',
};

export const PROFILE_MESSAGES_PT: Translation<typeof PROFILE_MESSAGES_EN> = {
  loadFailed: 'Não foi possível carregar o perfil',
  created: 'Perfil criado com sucesso',
  createFailed: 'Não foi possível criar o perfil',
  updated: 'Perfil atualizado com sucesso',
  updateFailed: 'Não foi possível atualizar o perfil',
  photoUpdated: 'Foto de perfil atualizada com sucesso',
  photoUpdateFailed: 'Não foi possível atualizar a foto de perfil',
  loggedOut: 'Sessão terminada com sucesso',
  logoutFailed: 'Não foi possível terminar sessão',
  userIdMissing: 'ID de utilizador em falta',
  userNotFound: 'Utilizador não encontrado',
  notFoundTitle: 'Perfil não encontrado',
  verifiedProvider: 'Prestador verificado',
  noActiveListings: 'Sem anúncios ativos',
  activeListings: 'Anúncios ativos',
  noRecentActivity: 'Sem atividade recente',
};

export const NOTIFICATION_PREFERENCE_LABELS_PT: Translation<typeof NOTIFICATION_PREFERENCE_LABELS_EN> = {
  notifyEmail: 'Notificações por e-mail',
  notifyPush: 'Notificações push',
  notifyMarketing: 'Comunicações de marketing',
};

export const PROFILE_SCREEN_TEXTS_PT: Translation<typeof PROFILE_SCREEN_TEXTS_EN> = {
  loadingProfile: 'A carregar o perfil',
  backToHome: 'Voltar ao início',
  tryAgain: 'Tentar novamente',
  noImage: 'Sem imagem',
  listingsTab: (count) => `Anúncios (${count})`,
  reviewsTab: (count) => `Avaliações (${count})`,
  about: 'Sobre',
  phone: 'Telemóvel',
  languages: 'Línguas',
  services: 'Serviços',
  equipment: 'Equipamento',
  asProvider: 'Como prestador',
  asClient: 'Como cliente',
  location: 'Localização',
  memberSince: 'Membro desde',
  profilePhoto: 'Foto de perfil',
  profilePhotoFile: 'Ficheiro da foto de perfil',
  changePhoto: 'Mudar foto',
  photoUploadProgress: 'Progresso do carregamento da foto',
  resendIn: (seconds) => `Reenviar em ${seconds} s`,
  resendVerification: 'Reenviar e-mail de verificação',
};
