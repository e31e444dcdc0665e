import { Icon } from '@blueprintjs/core';
import {
  copyrightLine,
  FOOTER_LABELS,
  FRAME_MESSAGES,
  PRODUCT_NAME,
  PRODUCT_TEXTS,
  staticPageTitle,
} from '@partilha/domain';
import { Link } from 'react-router-dom';
import { FrameLanguageSwitcher } from './FrameLanguageSwitcher';
import { NewsletterSignup } from './NewsletterSignup';

/** The footer's link columns, read while drawing so they are in the page's language. */
function footerColumns() {
  const t = FRAME_MESSAGES;
  return [
    {
      heading: t.marketplace,
      links: [
        { to: '/marketplace/services', label: FOOTER_LABELS.browseServices },
        { to: '/marketplace/equipment', label: FOOTER_LABELS.findEquipment },
        { to: '/search', label: t.search },
        { to: '/about/how-it-works', label: staticPageTitle('/about/how-it-works') },
      ],
    },
    {
      heading: t.support,
      links: [
        { to: '/support/help', label: staticPageTitle('/support/help') },
        { to: '/support/safety', label: staticPageTitle('/support/safety') },
        { to: '/support/guidelines', label: staticPageTitle('/support/guidelines') },
        { to: '/support/contact', label: staticPageTitle('/support/contact') },
        { to: '/support/faq', label: t.faq },
      ],
    },
    {
      heading: t.company,
      links: [
        { to: '/company/about', label: staticPageTitle('/company/about') },
        { to: '/company/team', label: staticPageTitle('/company/team') },
        { to: '/company/blog', label: staticPageTitle('/company/blog') },
        { to: '/company/careers', label: staticPageTitle('/company/careers') },
        { to: '/company/press', label: staticPageTitle('/company/press') },
      ],
    },
    {
      heading: t.legal,
      links: [
        { to: '/legal/terms', label: staticPageTitle('/legal/terms') },
        { to: '/legal/privacy', label: staticPageTitle('/legal/privacy') },
        { to: '/legal/cookies', label: staticPageTitle('/legal/cookies') },
        { to: '/about/trust-and-safety', label: staticPageTitle('/about/trust-and-safety') },
      ],
    },
  ];
}

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
          <p>{PRODUCT_TEXTS.tagline}.</p>
          <ul className="site-footer__social" aria-label={FRAME_MESSAGES.socialMedia}>
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
        {footerColumns().map((column) => (
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
        <FrameLanguageSwitcher className="site-footer__language" showLabel />
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
