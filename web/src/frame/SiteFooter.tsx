import { Icon } from '@blueprintjs/core';
import { copyrightLine, FOOTER_LABELS, PRODUCT_NAME, PRODUCT_TAGLINE } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { NewsletterSignup } from './NewsletterSignup';

const COLUMNS = [
  {
    heading: 'Marketplace',
    links: [
      { to: '/marketplace/services', label: FOOTER_LABELS.browseServices },
      { to: '/marketplace/equipment', label: FOOTER_LABELS.findEquipment },
      { to: '/search', label: 'Search' },
      { to: '/about/how-it-works', label: 'How It Works' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/support/help', label: 'Help Centre' },
      { to: '/support/safety', label: 'Safety Tips' },
      { to: '/support/guidelines', label: 'Community Guidelines' },
      { to: '/support/contact', label: 'Contact Us' },
      { to: '/support/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/company/about', label: 'About Us' },
      { to: '/company/team', label: 'Our Team' },
      { to: '/company/blog', label: 'Blog' },
      { to: '/company/careers', label: 'Careers' },
      { to: '/company/press', label: 'Press' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/legal/terms', label: 'Terms of Service' },
      { to: '/legal/privacy', label: 'Privacy Policy' },
      { to: '/legal/cookies', label: 'Cookie Policy' },
      { to: '/about/trust-and-safety', label: 'Trust and Safety' },
    ],
  },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{PRODUCT_NAME}</p>
          <p>{PRODUCT_TAGLINE}.</p>
          <ul className="site-footer__social" aria-label="Partilha on social media">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <NewsletterSignup />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>{copyrightLine(year)}</p>
        <p className="site-footer__labels">
          <span>
            <Icon icon="endorsed" size={14} aria-hidden /> {FOOTER_LABELS.verifiedPlatform}
          </span>
          <span>
            <Icon icon="heart" size={14} aria-hidden /> {FOOTER_LABELS.madeInPortugal}
          </span>
        </p>
      </div>
    </footer>
  );
}
