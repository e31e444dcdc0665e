/**
 * A stored amount as an amount input shows it, the way it is typed here and read back by
 * `parseEuroAmount`: "25" for whole euros, else the cents after a comma ("18,50", "1234,05"). No
 * thousands separator, so the text never reads two ways.
 */
export function amountInputText(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return `${sign}${whole}${fraction === 0 ? '' : `,${String(fraction).padStart(2, '0')}`}`;
}
