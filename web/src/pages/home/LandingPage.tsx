import { Card, Icon, type IconName } from '@blueprintjs/core';
import { LANDING_HERO, LANDING_MESSAGES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { HeaderSearch } from '../../frame/HeaderSearch';
import { RouterButton } from '../../frame/RouterButton';
import type { ListingSearch } from '../../listings/use-listing-search';
import { CategoryRail } from './CategoryRail';
import { LandingListings } from './LandingListings';

type Point = { icon: IconName; title: string; text: string };

/** How it works and why Partilha, in the page's language (read while drawing). */
function steps(): Point[] {
  const T = LANDING_MESSAGES;
  return [
    { icon: 'search', title: T.findTitle, text: T.findText },
    { icon: 'calendar', title: T.bookTitle, text: T.bookText },
    { icon: 'exchange', title: T.payTitle, text: T.payText },
  ];
}

function reasons(): Point[] {
  const T = LANDING_MESSAGES;
  return [
    { icon: 'star', title: T.qualityTitle, text: T.qualityText },
    { icon: 'time', title: T.convenienceTitle, text: T.convenienceText },
    { icon: 'shield', title: T.trustTitle, text: T.trustText },
  ];
}

/**
 * The visitor's home (spec 000 §2 Home): it leads with search, the categories and the newest
 * listings, then the landing's sections (How it works, What We Offer, Why Choose, the call to
 * action), compact on phones. On a phone the header's search box is the one at the top; the hero's
 * large one shows on wider screens.
 */
export function LandingPage({ recent }: { recent: ListingSearch }) {
  const T = LANDING_MESSAGES;
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{LANDING_HERO.title}</h1>
        <p className="landing__lead">{LANDING_HERO.lead}</p>
        <HeaderSearch
          id="landing-search"
          label={LANDING_HERO.searchLabel}
          landmarkLabel={LANDING_HERO.searchLabel}
          size="large"
          className="landing__search"
        />
        <div className="landing__actions">
          <RouterButton to="/auth/signup" intent="primary" size="large" text={LANDING_HERO.createAccount} />
          <RouterButton to="/auth/login" variant="outlined" size="large" text={LANDING_HERO.signIn} />
        </div>
      </section>

      <CategoryRail />
      <LandingListings search={recent} />

      <section className="landing__section" aria-labelledby="how-title">
        <h2 id="how-title">{T.howItWorks}</h2>
        <ol className="landing__grid">
          {steps().map((step) => (
            <li key={step.title}>
              <Card className="landing__card">
                <Icon icon={step.icon} size={28} aria-hidden />
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing__section" aria-labelledby="offer-title">
        <h2 id="offer-title">{T.whatWeOffer}</h2>
        <div className="landing__grid landing__grid--two">
          <Card className="landing__card">
            <Icon icon="people" size={28} aria-hidden />
            <h3>{T.services}</h3>
            <p>{T.servicesText}</p>
            <Link to="/marketplace/services">{T.browseServices}</Link>
          </Card>
          <Card className="landing__card">
            <Icon icon="wrench" size={28} aria-hidden />
            <h3>{T.equipment}</h3>
            <p>{T.equipmentText}</p>
            <Link to="/marketplace/equipment">{T.browseEquipment}</Link>
          </Card>
        </div>
      </section>

      <section className="landing__section" aria-labelledby="why-title">
        <h2 id="why-title">{T.whyChoose}</h2>
        <ul className="landing__grid">
          {reasons().map((reason) => (
            <li key={reason.title}>
              <Card className="landing__card">
                <Icon icon={reason.icon} size={28} aria-hidden />
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{T.ctaTitle}</h2>
        <div className="landing__actions">
          <RouterButton to="/auth/signup" intent="primary" size="large" text={T.createAccount} />
          <RouterButton to="/marketplace" variant="outlined" size="large" text={T.browseListings} />
        </div>
      </section>
    </div>
  );
}
