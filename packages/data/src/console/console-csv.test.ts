import { describe, expect, it } from 'vitest';
import { csvFileName, fileNameFromDisposition } from './console-csv';

describe('CSV file names', () => {
  it('names the file after the Lisbon day', () => {
    // 23:30 UTC on 31 Jul is already 1 Aug in Lisbon (summer time).
    expect(csvFileName('subscriptions', new Date('2026-07-31T23:30:00Z'))).toBe(
      'partilha-subscriptions-2026-08-01.csv',
    );
    expect(csvFileName('audit-log', new Date('2026-01-05T10:00:00Z'))).toBe('partilha-audit-log-2026-01-05.csv');
  });

  it("takes the server's name from Content-Disposition when it is one of ours", () => {
    expect(fileNameFromDisposition('attachment; filename="partilha-bookings-2026-11-25.csv"')).toBe(
      'partilha-bookings-2026-11-25.csv',
    );
  });

  it('refuses names that could leave the chosen folder or are not ours', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
