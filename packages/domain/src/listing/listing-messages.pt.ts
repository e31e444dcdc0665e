import type { Translation } from '../i18n/catalogue';
import type {
  IMAGE_UPLOAD_MESSAGES_EN,
  LISTING_LOCATION_MESSAGES_EN,
  LISTING_MESSAGES_EN,
  LISTING_VALIDATION_MESSAGES_EN,
} from './listing-messages';

export const LISTING_VALIDATION_MESSAGES_PT: Translation<typeof LISTING_VALIDATION_MESSAGES_EN> = {
  titleMin: 'O título deve ter pelo menos 3 caracteres',
  titleMax: 'O título não pode ter mais de 120 caracteres',
  descriptionMin: 'A descrição deve ter pelo menos 10 caracteres',
  descriptionMax: 'A descrição não pode ter mais de 5000 caracteres',
  priceInvalid: 'O preço tem de ser um número válido',
  depositInvalid: 'A caução tem de ser um número válido',
  categoryRequired: 'A categoria é obrigatória',
  categoryInvalid: 'Escolhe uma categoria válida',
  experienceRequired: 'A experiência é obrigatória',
  brandRequired: 'A marca é obrigatória',
  modelRequired: 'O modelo é obrigatório',
  conditionRequired: 'O estado é obrigatório',
  userIdRequired: 'O ID do utilizador é obrigatório',
  titleRequired: 'O título é obrigatório',
  typeRequired: 'O tipo de anúncio é obrigatório',
  fixFormErrors: 'Corrige os erros do formulário antes de enviar.',
};

export const LISTING_LOCATION_MESSAGES_PT: Translation<typeof LISTING_LOCATION_MESSAGES_EN> = {
  mustBeLoggedIn: 'Tens de iniciar sessão para criar um anúncio.',
  userNotFound: 'Utilizador não encontrado',
  completeProfile: 'Completa o teu perfil com a localidade e o código postal antes de criar um anúncio.',
  setCityAndPostalCode: 'Indica a tua localidade e o código postal nas definições do perfil antes de criar anúncios.',
  setCity: 'Indica a tua localidade nas definições do perfil antes de criar anúncios.',
  setPostalCode: 'Indica o teu código postal nas definições do perfil antes de criar anúncios.',
};

export const LISTING_MESSAGES_PT: Translation<typeof LISTING_MESSAGES_EN> = {
  invalidTime: 'A hora tem de estar no formato HH:MM',
  endTimeAfterStart: 'A hora de fim tem de ser depois da hora de início',
  createFailed: 'Não foi possível criar o anúncio',
  updateFailed: 'Não foi possível atualizar o anúncio',
  getFailed: 'Não foi possível obter o anúncio',
  deleteFailed: 'Não foi possível eliminar o anúncio',
  notFound: 'Anúncio não encontrado',
  notFoundOrError: 'Anúncio não encontrado ou ocorreu um erro',
  noPermissionToEdit: 'Não tens permissão para editar este anúncio',
  loadFailed: 'Não foi possível carregar o anúncio',
  updated: 'Anúncio atualizado com sucesso',
  deleted: 'Anúncio eliminado com sucesso',
  deleteFailedRetry: 'Não foi possível eliminar o anúncio. Tenta novamente.',
  deleteConfirm: 'Tens a certeza de que queres eliminar este anúncio? Esta ação não pode ser anulada.',
  deleteDialogTitle: 'Tens a certeza de que queres eliminar este anúncio?',
  deleteDialogBody: 'Esta ação não pode ser anulada. O anúncio será eliminado definitivamente dos nossos servidores.',
  submitFailed: 'Não foi possível enviar o formulário. Tenta novamente.',
  wizardSubmitFailed: 'Não foi possível submeter o formulário. Tenta novamente.',
  imagesUploadFailed: 'Não foi possível carregar as imagens. Tenta novamente.',
  created: 'O teu anúncio foi criado com sucesso.',
  createFailedRetry: 'Não foi possível criar o anúncio. Tenta novamente.',
  errorViewTitle: 'Erro ao criar o anúncio',
  errorViewBody: 'Ocorreu um erro ao carregar o formulário. Tenta novamente mais tarde.',
  noImage: 'Sem imagem',
  ownerUnavailable: 'Informação do proprietário indisponível',
  noServiceListings: 'Ainda não criaste nenhum anúncio de serviço',
  noEquipmentListings: 'Ainda não criaste nenhum anúncio de equipamento',
  createListing: 'Criar anúncio',
  updateListing: 'Atualizar anúncio',
  processing: 'A processar...',
  submitting: 'A enviar...',
  deleting: 'A eliminar...',
  editServiceTitle: 'Editar anúncio de serviço',
  editEquipmentTitle: 'Editar anúncio de equipamento',
};

export const IMAGE_UPLOAD_MESSAGES_PT: Translation<typeof IMAGE_UPLOAD_MESSAGES_EN> = {
  tooMany: 'Só podes carregar até 5 imagens',
  notAnImage: 'O ficheiro tem de ser uma imagem',
  atLeastOne: 'Carrega pelo menos uma imagem',
  uploadFailed: 'Não foi possível carregar a imagem. Verifica a tua ligação à internet e tenta novamente.',
  fileTooLarge: (limitMb) => `O ficheiro tem de ter menos de ${limitMb} MB`,
  unsupportedFileType: (type) => `O tipo de ficheiro ${type} não é suportado`,
  imagesUploaded: (count) =>
    count === 1 ? '1 imagem carregada com sucesso' : `${count} imagens carregadas com sucesso`,
};
