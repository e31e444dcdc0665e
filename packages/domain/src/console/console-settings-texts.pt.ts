import type { Translation } from '../i18n/catalogue';
import type { CONSOLE_SETTINGS_TEXTS_EN } from './console-settings-texts';

export const CONSOLE_SETTINGS_TEXTS_PT: Translation<typeof CONSOLE_SETTINGS_TEXTS_EN> = {
  subtitle: 'Quanto tempo o mercado espera antes de lembrar os membros e de agir sobre as suas reservas.',
  bookingTimers: 'Lembretes e expiração das reservas',
  bookingTimersLead:
    'Os pedidos contam a partir do envio; as reservas terminadas a partir do fim do último dia (hora de Lisboa). As alterações aplicam-se na próxima execução da tarefa de reservas, dentro de um minuto.',
  firstReminderHours: 'Primeiro lembrete ao proprietário',
  firstReminderHelp: 'Horas depois do envio de um pedido sem resposta.',
  secondReminderHours: 'Segundo lembrete ao proprietário',
  secondReminderHelp: 'Horas depois do envio do pedido.',
  expiryHours: 'O pedido expira',
  expiryHelp: 'Horas depois do envio do pedido: é recusado como "Expirado: o proprietário não respondeu a tempo".',
  autoCompleteHours: 'A reserva conclui-se sozinha',
  autoCompleteHelp:
    'Horas depois do último dia de uma reserva aprovada; o proprietário é lembrado quando o último dia termina.',
  hoursUnit: 'horas',
  lastChanged: (when) => `Alterado pela última vez a ${when}.`,
  neverChanged: 'Os valores de origem: nunca alterados.',
  save: 'Guardar alterações',
  reset: 'Desfazer alterações',
  saveTitle: 'Alterar os prazos das reservas',
  saveDescription:
    'Os membros são lembrados e as reservas expiram ou concluem-se pelos novos prazos a partir da próxima execução.',
  saved: 'Prazos das reservas guardados.',
  readOnly: 'Só os operadores podem alterar estes valores.',
};
