import type { Translation } from '../i18n/catalogue';
import type { AMOUNT_MESSAGES_EN } from './money-messages';

export const AMOUNT_MESSAGES_PT: Translation<typeof AMOUNT_MESSAGES_EN> = {
  empty: 'Indica um valor em euros, por exemplo 18,50',
  notANumber: 'Isto não é um valor: escreve algarismos, com uma vírgula antes dos cêntimos, por exemplo 18,50',
  ambiguous:
    'Valor pouco claro: escreve 1234 para euros certos, ou põe os cêntimos depois de uma vírgula, como em 12,34',
  tooManyDecimals: 'Usa no máximo 2 casas decimais, para os cêntimos',
  negative: 'O valor não pode ser negativo',
  tooLarge: 'O valor não pode ser superior a 999\u00a0999\u00a0999,99\u00a0€',
  notPlainNumber:
    'Envia o valor como número, com um ponto antes dos cêntimos e sem separadores de milhares, por exemplo 1234.50',
};
