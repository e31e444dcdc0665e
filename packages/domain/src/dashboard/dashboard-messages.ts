import { localized } from '../i18n/catalogue';

/** The member's dashboard and the header's member actions (spec 000 §2 Dashboard). */
export const DASHBOARD_MESSAGES_EN = {
  title: 'Dashboard',
  ownerRating: 'Owner Rating',
  totalListings: 'Total Listings',
  activeBookings: 'Active Bookings',
  yourRentals: 'Your Rentals',
  monthlyEarnings: 'Monthly Earnings',
  loading: 'Loading',
  unavailable: 'Unavailable',
  recentActivity: 'Recent Activity',
  loadingActivity: 'Loading recent activity…',
  tryAgain: 'Try Again',
  myServices: 'My Services',
  myEquipment: 'My Equipment',
  viewAll: 'View all',
  viewAllServices: 'View all services',
  viewAllEquipment: 'View all equipment',
  edit: 'Edit',
  editListing: (title: string) => `Edit ${title}`,
  verifyTitle: 'Verify your email address',
  verifyText: (email: string) =>
    `Open the link we sent to ${email} to confirm it is yours. Until then, parts of your account stay locked.`,
  verifyEmail: 'Verify Email',
  // The header's member actions
  create: 'Create',
  createService: 'Create a service',
  listEquipment: 'List equipment',
  myAccount: 'My account',
} as const;

export const DASHBOARD_MESSAGES = /* @__PURE__ */ localized('dashboard', DASHBOARD_MESSAGES_EN);
