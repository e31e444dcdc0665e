import { Card, Icon, type IconName } from '@blueprintjs/core';
import { LANDING_HERO } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { HeaderSearch } from '../../frame/HeaderSearch';
import { RouterButton } from '../../frame/RouterButton';
import type { ListingSearch } from '../../listings/use-listing-search';
import { CategoryRail } from './CategoryRail';
import { LandingListings } from './LandingListings';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'search', title: 'Find', text: 'Search services and equipment offered by people in your own town.' },
  {
    icon: 'calendar',
    title: 'Book and schedule',
    text: 'Pick the days you need, send a request and agree the details in the booking chat.',
  },
  {
    icon: 'exchange',
    title: 'Pay securely',
    text: 'Agree the price in the booking before anything changes hands, then pay the owner directly. Partilha never holds your money.',
  },
];

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Quality',
    text: 'Every completed booking can be reviewed by both sides, so good work gets noticed.',
  },
  {
    icon: 'time',
    title: 'Convenience',
    text: 'Neighbours, not warehouses: what you need is usually a short walk or drive away.',
  },
  {
    icon: 'shield',
    title: 'Trust and safety',
    text: 'Public profiles, ratings and a booking reliability record help you choose who to deal with.',
  },
];

/**
 * The visitor's home (spec 000 §2 Home): it leads with search, the categories and the newest
 * listings, then the landing's sections (How it works, What We Offer, Why Choose, the call to
 * action), compact on phones. On a phone the header's search box is the one at the top; the hero's
 * large one shows on wider screens.
 */
export function LandingPage({ recent }: { recent: ListingSearch }) {
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
        <h2 id="how-title">How it works</h2>
        <ol className="landing__grid">
          {STEPS.map((step) => (
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
        <h2 id="offer-title">What We Offer</h2>
        <div className="landing__grid landing__grid--two">
          <Card className="landing__card">
            <Icon icon="people" size={28} aria-hidden />
            <h3>Services</h3>
            <p>Furniture assembly, home repairs, gardening, pet care, IT help and more — priced per hour.</p>
            <Link to="/marketplace/services">Browse Services</Link>
          </Card>
          <Card className="landing__card">
            <Icon icon="wrench" size={28} aria-hidden />
            <h3>Equipment</h3>
            <p>Power tools, camping gear, cameras, party equipment and more — rented per day.</p>
            <Link to="/marketplace/equipment">Browse Equipment</Link>
          </Card>
        </div>
      </section>

      <section className="landing__section" aria-labelledby="why-title">
        <h2 id="why-title">Why Choose Partilha</h2>
        <ul className="landing__grid">
          {REASONS.map((reason) => (
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
        <h2 id="cta-title">Ready to start sharing?</h2>
        <div className="landing__actions">
          <RouterButton to="/auth/signup" intent="primary" size="large" text="Create Account" />
          <RouterButton to="/marketplace" variant="outlined" size="large" text="Browse Listings" />
        </div>
      </section>
    </div>
  );
}
