/** "1,234 subscriptions" under a screen's title; nothing until the first answer. */
export function TotalLine({ total, noun, plural }: { total: number | undefined; noun: string; plural?: string }) {
  if (total === undefined) return null;
  return (
    <span role="status">
      {total.toLocaleString('en-GB')} {total === 1 ? noun : (plural ?? `${noun}s`)}
    </span>
  );
}
