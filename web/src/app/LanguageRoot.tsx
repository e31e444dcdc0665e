import { useLanguageChoice, useMemberLanguageSync } from '@partilha/data';
import { setActiveLanguage } from '@partilha/domain';
import { Fragment, useLayoutEffect, type ReactNode } from 'react';

/**
 * Draws the app in the visitor's language (issue 19, docs/adr/0019). Texts are read from the
 * catalogues while drawing, so a change of language draws everything again (the key), and the
 * document says which language it is in.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  useMemberLanguageSync();
  const { language } = useLanguageChoice();
  // Before the children draw: they read their texts in the active language.
  setActiveLanguage(language);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <Fragment key={language}>{children}</Fragment>;
}
