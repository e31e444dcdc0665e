import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/active-language';
import { FOOTER_LABELS, PRODUCT_NAME, PRODUCT_TAGLINE, PRODUCT_TEXTS, copyrightLine } from './product';
import { STATIC_PAGES, staticPageTitle } from './static-pages';
import * as ui from './ui-constants';

describe('product and page-frame constants', () => {
  it('names the product and writes the copyright line for a given year', () => {
    expect(PRODUCT_NAME).toBe('Partilha');
    expect(copyrightLine(2026)).toBe('© 2026 Partilha. All rights reserved.');
  });

  it('keeps the spec timings and sizes', () => {
    expect(ui.TOAST_MAX_VISIBLE).toBe(3);
    expect(ui.TOAST_DURATION_MS).toBe(4000);
    expect(ui.LATE_CANCELLATION_TOAST_DURATION_MS).toBe(6000);
    expect(ui.TOAST_POSITION).toBe('top-right');
    expect(ui.TOAST_HOVER_HOLD_MAX_MS).toBe(4000);
    expect(ui.DASHBOARD_RECENT_COUNT).toBe(3);
    expect(ui.HEADER_MAX_WIDTH_PX).toBe(1700);
  });

  it('writes the frame in the active language, the English tagline staying for older callers', () => {
    expect(inLanguage('pt-PT', () => copyrightLine(2026))).toBe('© 2026 Partilha. Todos os direitos reservados.');
    expect(inLanguage('pt-PT', () => PRODUCT_TEXTS.tagline)).toBe(
      'Uma economia de partilha sustentável, feita em Portugal',
    );
    expect(inLanguage('pt-PT', () => FOOTER_LABELS.madeInPortugal)).toBe('Feito em Portugal');
    expect(PRODUCT_TAGLINE).toBe('A sustainable sharing economy, made in Portugal');
    expect(inLanguage('pt-PT', () => PRODUCT_TAGLINE)).toBe(PRODUCT_TEXTS.tagline);
  });

  it("reads the informational pages' titles when asked, in the active language", () => {
    const terms = STATIC_PAGES.find((page) => page.path === '/legal/terms')!;
    expect(terms.title).toBe('Terms of Service');
    expect(inLanguage('pt-PT', () => terms.title)).toBe('Termos de Serviço');
    expect(inLanguage('pt-PT', () => staticPageTitle('/support/help'))).toBe('Centro de Ajuda');
  });
});
