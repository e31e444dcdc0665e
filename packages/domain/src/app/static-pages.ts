/** The informational pages of spec 001 §2 (about, legal, support, company), with their titles. */
export const STATIC_PAGES = [
  { path: '/about', title: 'About Partilha' },
  { path: '/about/how-it-works', title: 'How It Works' },
  { path: '/about/trust-and-safety', title: 'Trust and Safety' },
  { path: '/legal/terms', title: 'Terms of Service' },
  { path: '/legal/privacy', title: 'Privacy Policy' },
  { path: '/legal/cookies', title: 'Cookie Policy' },
  { path: '/support/help', title: 'Help Centre' },
  { path: '/support/safety', title: 'Safety Tips' },
  { path: '/support/guidelines', title: 'Community Guidelines' },
  { path: '/support/contact', title: 'Contact Us' },
  { path: '/support/faq', title: 'Frequently Asked Questions' },
  { path: '/company/about', title: 'About Us' },
  { path: '/company/team', title: 'Our Team' },
  { path: '/company/blog', title: 'Blog' },
  { path: '/company/careers', title: 'Careers' },
  { path: '/company/press', title: 'Press' },
] as const;
