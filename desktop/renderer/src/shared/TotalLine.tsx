import { consoleCount } from '@partilha/domain';

/**
 * "1,234 subscriptions" under a screen's title; nothing until the first answer. `text` is the
 * catalogue's plural (e.g. CONSOLE_SHELL_TEXTS.subscriptionsCount), given the number and its digits.
 */
export function TotalLine({ total, text }: { total: number | undefined; text: (n: number, count: string) => string }) {
  if (total === undefined) return null;
  return <span role="status">{text(total, consoleCount(total))}</span>;
}
