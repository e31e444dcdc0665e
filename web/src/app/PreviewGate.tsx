import { fetchPreviewGate, usePocketBase } from '@partilha/data';
import { useEffect, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from '../frame/FullScreenSpinner';
import { PreviewPasswordPage } from '../pages/preview/PreviewPasswordPage';

/** Local-storage flag of an unlocked preview (spec 000 §2 Preview gate). */
export const PREVIEW_UNLOCKED_KEY = 'partilha.previewUnlocked';

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(PREVIEW_UNLOCKED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(unlocked: boolean): void {
  try {
    if (unlocked) window.localStorage.setItem(PREVIEW_UNLOCKED_KEY, 'true');
    else window.localStorage.removeItem(PREVIEW_UNLOCKED_KEY);
  } catch {
    // Without storage the gate still opens for this page load (the state below holds it).
  }
}

/**
 * The optional preview gate. The server says whether it is on (PARTILHA_PREVIEW_PASSWORD set) and
 * checks the password. As the spec has it, the flag is cleared whenever the page loads, so the
 * gate asks once per page load; moving around the site afterwards does not ask again. The URL is
 * left alone, so after unlocking the visitor is on the page they came for.
 */
export function PreviewGate({ children }: { children: ReactNode }) {
  const client = usePocketBase();
  const [status, setStatus] = useState<'checking' | 'locked' | 'open'>(() => {
    writeFlag(false);
    return 'checking';
  });

  useEffect(() => {
    let current = true;
    fetchPreviewGate(client)
      .then(({ enabled }) => current && setStatus(enabled && !readFlag() ? 'locked' : 'open'))
      // A server that does not answer has no gate to enforce; its own rules still apply.
      .catch(() => current && setStatus('open'));
    return () => {
      current = false;
    };
  }, [client]);

  if (status === 'checking') return <FullScreenSpinner />;
  if (status === 'locked') {
    return (
      <PreviewPasswordPage
        onUnlocked={() => {
          writeFlag(true);
          setStatus('open');
        }}
      />
    );
  }
  return <>{children}</>;
}
