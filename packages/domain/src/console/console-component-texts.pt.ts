import type { Translation } from '../i18n/catalogue';
import type {
  CONSOLE_COUNT_EN,
  COMMAND_PALETTE_TEXTS_EN,
  DATA_TABLE_TEXTS_EN,
  DETAIL_DRAWER_TEXTS_EN,
  REASON_DIALOG_TEXTS_EN,
} from './console-component-texts';

export const DATA_TABLE_TEXTS_PT: Translation<typeof DATA_TABLE_TEXTS_EN> = {
  previousPage: 'Página anterior',
  nextPage: 'Página seguinte',
  perPage: 'Linhas por página',
  columns: 'Colunas',
  columnsMenu: 'Colunas visíveis',
  loading: 'A carregar…',
  empty: 'Sem resultados',
  tryAgain: 'Tentar novamente',
  pagination: 'Paginação',
  selectAll: 'Selecionar todas as linhas desta página',
  selectRow: (label) => `Selecionar ${label}`,
  results: (total, count) => `${count} ${total === 1 ? 'resultado' : 'resultados'}`,
  page: (page, pageCount) => `Página ${page} de ${pageCount}`,
};

export const COMMAND_PALETTE_TEXTS_PT: Translation<typeof COMMAND_PALETTE_TEXTS_EN> = {
  label: 'Comandos',
  placeholder: 'Escreve um comando ou pesquisa…',
  noMatch: 'Nenhum comando corresponde',
};

export const DETAIL_DRAWER_TEXTS_PT: Translation<typeof DETAIL_DRAWER_TEXTS_EN> = { close: 'Fechar', actions: 'Ações' };

export const REASON_DIALOG_TEXTS_PT: Translation<typeof REASON_DIALOG_TEXTS_EN> = {
  label: 'Motivo',
  helper: 'Fica registado no registo de auditoria com o teu nome.',
  cancel: 'Cancelar',
  optional: '(opcional)',
  shortcut: 'Ctrl + Enter',
};

// pt-PT leaves four digits ungrouped and groups larger numbers with a space ("12 345").
export const CONSOLE_COUNT_PT: Translation<typeof CONSOLE_COUNT_EN> = {
  count: (n) => (Math.abs(n) < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')),
};
