import { describe, expect, it } from 'vitest';
import { listingDetailRows } from './listing-detail-rows';

const BLANK: Omit<Parameters<typeof listingDetailRows>[0], 'type'> = {
  experience: '',
  qualifications: [],
  brand: '',
  model: '',
  condition: '',
  specifications: [],
  insurance: false,
  deposit: 0,
  maintenanceHistory: [],
};

describe('listingDetailRows', () => {
  it('gives a service its experience and qualifications', () => {
    expect(
      listingDetailRows({ ...BLANK, type: 'service', experience: 'expert', qualifications: ['Certified', 'Insured'] }),
    ).toEqual([
      { label: 'Experience', value: 'Expert' },
      { label: 'Qualifications', items: ['Certified', 'Insured'], none: 'None listed' },
    ]);
  });

  it('says so when a service has no experience level or qualifications', () => {
    expect(listingDetailRows({ ...BLANK, type: 'service' })).toEqual([
      { label: 'Experience', value: 'Not specified' },
      { label: 'Qualifications', items: [], none: 'None listed' },
    ]);
  });

  it('gives equipment every field, labelled as the spec says', () => {
    expect(
      listingDetailRows({
        ...BLANK,
        type: 'equipment',
        brand: 'Bosch',
        model: 'GSR 18V',
        condition: 'like-new',
        specifications: ['18 V', 'Two batteries'],
        insurance: true,
        deposit: 50,
        maintenanceHistory: ['Serviced March 2026'],
      }),
    ).toEqual([
      { label: 'Brand', value: 'Bosch' },
      { label: 'Model', value: 'GSR 18V' },
      { label: 'Condition', value: 'Like New' },
      { label: 'Specifications', items: ['18 V', 'Two batteries'], none: 'None listed' },
      { label: 'Insurance Required', value: 'Yes' },
      { label: 'Security Deposit', value: '€50' },
      { label: 'Maintenance History', items: ['Serviced March 2026'], none: 'None recorded' },
    ]);
  });

  it('shows a missing deposit as €0, no insurance as No, and blanks as not specified', () => {
    const rows = listingDetailRows({ ...BLANK, type: 'equipment' });
    expect(rows).toContainEqual({ label: 'Security Deposit', value: '€0' });
    expect(rows).toContainEqual({ label: 'Insurance Required', value: 'No' });
    expect(rows).toContainEqual({ label: 'Brand', value: 'Not specified' });
    expect(rows).toContainEqual({ label: 'Condition', value: 'Not specified' });
  });

  it('keeps a deposit with cents and a condition from outside the known set readable', () => {
    const rows = listingDetailRows({ ...BLANK, type: 'equipment', deposit: 12.5, condition: 'heavily-used' });
    expect(rows).toContainEqual({ label: 'Security Deposit', value: '€12.50' });
    expect(rows).toContainEqual({ label: 'Condition', value: 'Heavily Used' });
  });
});
