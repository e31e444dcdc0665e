// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formatEuro, formatRating } from './format';
import { WIDGET_TEXTS, widgetLang, type WidgetTexts } from './texts';

describe('widget language', () => {
  it('is the element’s lang, else the nearest one of the page; Portuguese reads as pt-PT', () => {
    const section = document.createElement('section');
    section.lang = 'pt-BR';
    const inside = document.createElement('partilha-rating');
    section.append(inside);
    expect(widgetLang(inside)).toBe('pt-PT');
    inside.setAttribute('lang', 'en');
    expect(widgetLang(inside)).toBe('en');
    expect(widgetLang(document.createElement('partilha-rating'))).toBe('en');
  });

  it('falls back to the browser’s language when neither the element nor the page says', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    try {
      expect(widgetLang(document.createElement('partilha-rating'))).toBe('pt-PT');
    } finally {
      languages.mockRestore();
    }
  });

  it('has every text in both languages, and they differ', () => {
    const keys = Object.keys(WIDGET_TEXTS.en) as (keyof WidgetTexts)[];
    expect(Object.keys(WIDGET_TEXTS['pt-PT']).sort()).toEqual([...keys].sort());
    expect(WIDGET_TEXTS['pt-PT'].listingNotAvailable).toBe('Anúncio indisponível');
    expect(WIDGET_TEXTS['pt-PT'].reviewCount(1)).toBe('1 avaliação');
    expect(WIDGET_TEXTS['pt-PT'].reviewCount(2)).toBe('2 avaliações');
    expect(WIDGET_TEXTS['pt-PT'].report).toBe('Denunciar');
    expect(WIDGET_TEXTS['pt-PT'].reportReview('Rita')).toBe('Denunciar à Partilha a avaliação de Rita');
  });

  it('formats euros and ratings the way each language writes them', () => {
    expect(formatEuro(25, 'en')).toBe('€25');
    expect(formatEuro(12.5, 'en')).toBe('€12.50');
    expect(formatEuro(12.5, 'pt-PT').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatRating(4.25, 'pt-PT')).toBe('4,3');
  });
});
