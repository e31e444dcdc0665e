import { browserLanguageSources, initialLanguage, loadLanguage, rememberLanguage } from '@partilha/data';
import { CONSOLE_SHELL_TEXTS, setActiveLanguage, type Language } from '@partilha/domain';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface LanguageChoice {
  language: Language;
  chooseLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/**
 * Draws the console in the operator's language (issue 19), as the website's LanguageRoot does: the
 * device's choice, else the browser's language, set before the first draw; a change draws the
 * screens again (the key) and is remembered on this device. The console keeps no website session,
 * so the website's `useLanguageChoice` (which needs its DataProvider) is not used here. Put inside
 * the session, so a change of language keeps the operator signed in.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => initialLanguage(browserLanguageSources()));
  // Before the children draw: they read their texts in the active language.
  setActiveLanguage(language);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    // The window's title follows the page's (Electron), so it speaks the language too.
    document.title = CONSOLE_SHELL_TEXTS.windowTitle;
  }, [language]);
  const chooseLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    // Portuguese texts are a chunk of their own, fetched the first time they are read.
    void loadLanguage(next).then(() => {
      setActiveLanguage(next);
      setLanguage(next);
    });
  }, []);
  const choice = useMemo(() => ({ language, chooseLanguage }), [language, chooseLanguage]);
  return (
    <LanguageContext.Provider value={choice}>
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}

export function useConsoleLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useConsoleLanguage() needs a LanguageRoot around it.');
  return choice;
}
