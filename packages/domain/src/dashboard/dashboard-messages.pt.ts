import type { Translation } from '../i18n/catalogue';
import type { DASHBOARD_MESSAGES_EN } from './dashboard-messages';

export const DASHBOARD_MESSAGES_PT: Translation<typeof DASHBOARD_MESSAGES_EN> = {
  title: 'Painel',
  ownerRating: 'Classificação como proprietário',
  totalListings: 'Total de anúncios',
  activeBookings: 'Reservas ativas',
  yourRentals: 'Os teus alugueres',
  monthlyEarnings: 'Ganhos do mês',
  loading: 'A carregar',
  unavailable: 'Indisponível',
  recentActivity: 'Atividade recente',
  loadingActivity: 'A carregar a atividade recente…',
  tryAgain: 'Tentar novamente',
  myServices: 'Os meus serviços',
  myEquipment: 'O meu equipamento',
  viewAll: 'Ver tudo',
  viewAllServices: 'Ver todos os serviços',
  viewAllEquipment: 'Ver todo o equipamento',
  edit: 'Editar',
  editListing: (title) => `Editar ${title}`,
  verifyTitle: 'Confirma o teu endereço de e-mail',
  verifyText: (email) =>
    `Abre a ligação que enviámos para ${email} para confirmares que é teu. Até lá, partes da tua conta ficam bloqueadas.`,
  verifyEmail: 'Confirmar e-mail',
  create: 'Criar',
  createService: 'Criar um serviço',
  listEquipment: 'Anunciar equipamento',
  myAccount: 'A minha conta',
};
