// Valid wizard values shared by the listing tests; not part of the public API.
import { createWizardAvailability } from './availability';

export const validService = {
  type: 'service' as const,
  title: 'Garden care',
  description: 'Lawn mowing and hedge trimming',
  category: 'gardening',
  price: '15',
  experience: 'expert' as const,
  qualifications: 'Certified\n\nInsured',
  availability: createWizardAvailability(),
};

export const validEquipment = {
  type: 'equipment' as const,
  title: 'Cordless drill',
  description: 'Bosch 18V with two batteries',
  category: 'power-tools',
  price: '12.5',
  brand: 'Bosch',
  model: 'GSR 18V',
  condition: 'like-new' as const,
  specifications: '18V\n2 batteries',
  maintenanceHistory: '',
  deposit: '50',
  insurance: true,
  availability: createWizardAvailability(),
};
