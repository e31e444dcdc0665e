import { MailLink, SUPPORT_EMAIL } from './content-links';
import { LateCancellationRule } from './rule-facts';
import type { StaticPageContent } from './static-content';

export const GUIDELINES_CONTENT: StaticPageContent = {
  intro:
    'Partilha is a neighbourhood, not a warehouse. These guidelines describe how we expect members to treat each other; they are part of the Terms of Service.',
  sections: [
    {
      heading: 'Be honest',
      body: (
        <ul>
          <li>Describe listings as they really are, with photos of the actual item and the real price.</li>
          <li>Use your real name on your profile, and only one account.</li>
          <li>Say up front about any fault, limit or condition that matters.</li>
        </ul>
      ),
    },
    {
      heading: 'Be reliable',
      body: (
        <ul>
          <li>Answer booking requests and messages promptly; confirm or reject rather than leave people waiting.</li>
          <li>Turn up on time, and return equipment when agreed.</li>
          <li>
            If you must cancel, do it as early as you can. A cancellation made <LateCancellationRule /> is late.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Be respectful',
      body: (
        <ul>
          <li>No harassment, threats, insults or discrimination of any kind.</li>
          <li>
            Respect people’s homes, property and privacy; do not share someone’s details without their permission.
          </li>
          <li>Keep booking messages about the booking: no spam or advertising.</li>
        </ul>
      ),
    },
    {
      heading: 'What cannot be listed',
      body: (
        <ul>
          <li>Anything illegal in Portugal, stolen or counterfeit.</li>
          <li>Weapons, drugs, and dangerous or hazardous substances.</li>
          <li>Equipment that is unsafe or not in working order.</li>
          <li>Services that need a licence or qualification you do not hold.</li>
          <li>Adult services, or anything offered to deceive.</li>
        </ul>
      ),
    },
    {
      heading: 'Reviews',
      body: (
        <ul>
          <li>Review only bookings you took part in, and describe your own experience fairly.</li>
          <li>Do not offer or accept anything in exchange for a review, and do not use reviews to retaliate.</li>
          <li>Leave out personal details such as phone numbers or addresses.</li>
          <li>If a review breaks these rules, use the Report button on it; our team will look at it.</li>
        </ul>
      ),
    },
    {
      heading: 'When the guidelines are broken',
      body: (
        <p>
          The Partilha team may hide reviews, suspend listings, or suspend accounts that break these guidelines. To tell
          us about a listing or a member, write to <MailLink address={SUPPORT_EMAIL} subject="Report" /> with a link to
          it.
        </p>
      ),
    },
  ],
  related: ['/legal/terms', '/support/safety', '/about/trust-and-safety'],
};
