import type { Translation } from '../i18n/catalogue';
import type { CALENDAR_MESSAGES_EN } from './icalendar';

export const CALENDAR_MESSAGES_PT: Translation<typeof CALENDAR_MESSAGES_EN> = {
  mustBeLoggedIn: 'Tens de iniciar sessão para gerir o endereço do teu calendário',
  notFound: 'Calendário não encontrado',
  myBookings: 'Partilha — as minhas reservas',
  listingCalendar: (title) => `Partilha — ${title}`,
  asOwner: (title, renter) => `${title} — reservado por ${renter}`,
  asRenter: (title, owner) => `${title} — com ${owner}`,
  request: (summary) => `Pedido: ${summary}`,
  booked: (renter) => `Reservado por ${renter}`,
  blocked: 'Indisponível',
  openBooking: (url) => `Abrir a reserva: ${url}`,
  feedTitle: 'Calendário',
  feedLead:
    'Subscreve este endereço privado no Google Calendar, no Calendário da Apple ou no Outlook para lá veres as tuas reservas: as confirmadas como eventos, os pedidos como provisórios. Quem tiver o endereço pode lê-lo.',
  feedOff: 'O teu endereço de calendário está desligado.',
  feedAddress: 'O teu endereço privado de calendário',
  copy: 'Copiar',
  copied: 'Endereço do calendário copiado.',
  turnOn: 'Criar um endereço de calendário',
  regenerate: 'Criar um novo endereço',
  regenerateConfirm:
    'O endereço antigo deixa de funcionar de imediato: os calendários que o subscrevem deixam de ser atualizados.',
  turnOff: 'Desligar',
  cancel: 'Cancelar',
  turnedOff: 'O teu endereço de calendário foi desligado.',
  renewed: 'O teu novo endereço de calendário está pronto.',
  listingFeeds: 'Cada um dos teus anúncios também tem o seu endereço, com os dias reservados e bloqueados:',
  failed: 'Não foi possível alterar o endereço do calendário. Tenta novamente.',
};
