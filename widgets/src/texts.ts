import { browserLanguage, chosenLanguage, type Language, type ReliabilityLevel } from '@partilha/domain';

/**
 * Every text a widget shows, in English and European Portuguese. Widgets never show a text that
 * is not here; the marketplace's own wording is kept in English where it exists (spec texts).
 */

/** The domain's languages (issue 19); each widget carries its own, as widgets of both may share a page. */
export type WidgetLang = Language;

export interface WidgetTexts {
  loading: string;
  listingNotAvailable: string;
  memberNotAvailable: string;
  networkError: string;
  serverError: string;
  invalidAttributes: string;
  retry: string;
  noImage: string;
  noListings: string;
  noReviews: string;
  service: string;
  equipment: string;
  perHour: string;
  perDay: string;
  book: string;
  bookLabel: (title: string) => string;
  opensInNewWindow: string;
  reviewCount: (count: number) => string;
  ratedOutOf: (value: string) => string;
  starsRow: (stars: number, count: number) => string;
  reviewsHeading: string;
  reviewsOf: (name: string) => string;
  ratingOf: (name: string) => string;
  reliability: Record<ReliabilityLevel, string>;
  reliabilityTitle: string;
  listingsLabel: string;
  poweredBy: string;
  report: string;
  reportListing: (title: string) => string;
  reportReview: (author: string) => string;
}

const EN: WidgetTexts = {
  loading: 'Loading…',
  listingNotAvailable: 'Listing not available',
  memberNotAvailable: 'Member not available',
  networkError: 'Partilha could not be reached.',
  serverError: 'Partilha could not answer just now.',
  invalidAttributes: 'This widget is set up wrongly.',
  retry: 'Retry',
  noImage: 'No image',
  noListings: 'No listings yet',
  noReviews: 'No reviews yet',
  service: 'Service',
  equipment: 'Equipment',
  perHour: '/hour',
  perDay: '/day',
  book: 'Request a booking',
  bookLabel: (title) => `Request a booking: ${title}`,
  opensInNewWindow: '(opens Partilha in a new window)',
  reviewCount: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  ratedOutOf: (value) => `Rated ${value} out of 5`,
  starsRow: (stars, count) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count}`,
  reviewsHeading: 'Reviews',
  reviewsOf: (name) => `Reviews of ${name}`,
  ratingOf: (name) => `Rating of ${name}`,
  reliability: {
    new: 'New member',
    excellent: 'Highly Reliable',
    good: 'Reliable',
    fair: 'Moderately Reliable',
    poor: 'Unreliable',
  },
  reliabilityTitle: 'Booking Reliability',
  listingsLabel: 'Listings on Partilha',
  poweredBy: 'on Partilha',
  report: 'Report',
  reportListing: (title) => `Report the listing ${title} to Partilha`,
  reportReview: (author) => `Report the review by ${author} to Partilha`,
};

const PT: WidgetTexts = {
  loading: 'A carregar…',
  listingNotAvailable: 'Anúncio indisponível',
  memberNotAvailable: 'Membro indisponível',
  networkError: 'Não foi possível contactar a Partilha.',
  serverError: 'A Partilha não conseguiu responder agora.',
  invalidAttributes: 'Este widget está mal configurado.',
  retry: 'Tentar novamente',
  noImage: 'Sem imagem',
  noListings: 'Ainda sem anúncios',
  noReviews: 'Ainda sem avaliações',
  service: 'Serviço',
  equipment: 'Equipamento',
  perHour: '/hora',
  perDay: '/dia',
  book: 'Pedir reserva',
  bookLabel: (title) => `Pedir reserva: ${title}`,
  opensInNewWindow: '(abre a Partilha numa nova janela)',
  reviewCount: (count) => `${count} ${count === 1 ? 'avaliação' : 'avaliações'}`,
  ratedOutOf: (value) => `Classificação de ${value} em 5`,
  starsRow: (stars, count) => `${stars} ${stars === 1 ? 'estrela' : 'estrelas'}: ${count}`,
  reviewsHeading: 'Avaliações',
  reviewsOf: (name) => `Avaliações de ${name}`,
  ratingOf: (name) => `Classificação de ${name}`,
  reliability: {
    new: 'Membro novo',
    excellent: 'Muito fiável',
    good: 'Fiável',
    fair: 'Moderadamente fiável',
    poor: 'Pouco fiável',
  },
  reliabilityTitle: 'Fiabilidade nas reservas',
  listingsLabel: 'Anúncios na Partilha',
  poweredBy: 'na Partilha',
  report: 'Denunciar',
  reportListing: (title) => `Denunciar à Partilha o anúncio ${title}`,
  reportReview: (author) => `Denunciar à Partilha a avaliação de ${author}`,
};

export const WIDGET_TEXTS: Readonly<Record<WidgetLang, WidgetTexts>> = { en: EN, 'pt-PT': PT };

/**
 * The widget's language: its `lang` attribute, else the nearest `lang` of the host page (up to
 * `<html lang>`), else the browser's language; any Portuguese tag reads as pt-PT, everything else
 * as English. The language is passed to every view explicitly rather than set globally, because
 * widgets in different languages can share one page.
 */
export function widgetLang(host: Element): WidgetLang {
  const own = host.getAttribute('lang') ?? host.closest('[lang]')?.getAttribute('lang') ?? '';
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return chosenLanguage(own) ?? browserLanguage(browser);
}
