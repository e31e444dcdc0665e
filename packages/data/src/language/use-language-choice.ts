import { type Language, chosenLanguage, setActiveLanguage } from '@partilha/domain';
import { useCallback, useEffect, useRef } from 'react';
import { updateOwnProfile } from '../auth/account-actions';
import { useAuth, usePocketBase } from '../client/data-provider';
import { useAtomValue, useStore } from '../state/jotai';
import { languageAtom, loadLanguage, rememberLanguage } from './language-choice';

export interface LanguageChoice {
  language: Language;
  chooseLanguage(language: Language): void;
}

/**
 * The visitor's language and the way to change it (issue 19). A change is remembered on the
 * device and, when signed in, in the profile, so the server writes their e-mails in it too.
 */
export function useLanguageChoice(): LanguageChoice {
  const client = usePocketBase();
  const store = useStore();
  const language = useAtomValue(languageAtom);

  const chooseLanguage = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      void loadLanguage(next).then(() => {
        setActiveLanguage(next);
        store.set(languageAtom, next);
      });
      const record = client.authStore.record;
      if (client.authStore.isValid && record && record.collectionName === 'users')
        void updateOwnProfile(client, record.id, { preferredLanguage: next }).catch(() => {});
    },
    [client, store],
  );

  return { language, chooseLanguage };
}

/**
 * Keeps the language and the signed-in member's profile together; mounted once, at the app's
 * root. On sign-in the member's saved choice wins (so a choice made on another device follows
 * them); a member without one gets this device's saved for them.
 */
export function useMemberLanguageSync(): void {
  const client = usePocketBase();
  const store = useStore();
  const auth = useAuth();
  const adoptedFor = useRef<string | null>(null);

  useEffect(() => {
    if (auth.status !== 'signedIn') {
      adoptedFor.current = null;
      return;
    }
    if (adoptedFor.current === auth.user.id) return;
    adoptedFor.current = auth.user.id;
    const saved = chosenLanguage(auth.user.preferredLanguage);
    if (!saved) {
      void updateOwnProfile(client, auth.user.id, { preferredLanguage: store.get(languageAtom) }).catch(() => {});
    } else if (saved !== store.get(languageAtom)) {
      rememberLanguage(saved);
      void loadLanguage(saved).then(() => {
        setActiveLanguage(saved);
        store.set(languageAtom, saved);
      });
    }
  }, [auth, client, store]);
}
