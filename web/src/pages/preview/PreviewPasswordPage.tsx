import { Button, Callout, Card } from '@blueprintjs/core';
import { unlockPreview, usePocketBase } from '@partilha/data';
import {
  AUTH_SCREEN_TEXTS as T,
  PREVIEW_GATE_MESSAGES,
  PREVIEW_UNLOCK_DELAY_MS,
  SIGN_UP_ERRORS,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../app/toaster';
import { FormTextField } from '../../forms/FormTextField';
import { useDocumentTitle } from '../../frame/use-document-title';

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The "Development Preview" page (spec 000 §2 Preview gate): the server checks the password;
 * "Verifying..." shows for at least 800 ms either way.
 */
export function PreviewPasswordPage({ onUnlocked }: { onUnlocked: () => void }) {
  useDocumentTitle(PREVIEW_GATE_MESSAGES.title);
  const client = usePocketBase();
  const [password, setPassword] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setVerifying(true);
    setFailure(null);
    const [outcome] = await Promise.all([
      unlockPreview(client, password).catch(() => null),
      pause(PREVIEW_UNLOCK_DELAY_MS),
    ]);
    setVerifying(false);
    if (outcome === true) {
      toast.success(PREVIEW_GATE_MESSAGES.welcome);
      onUnlocked();
    } else if (outcome === false) {
      setFailure(PREVIEW_GATE_MESSAGES.invalid);
      toast.error(PREVIEW_GATE_MESSAGES.invalidToast);
    } else {
      setFailure(SIGN_UP_ERRORS.network);
    }
  };

  return (
    <main className="preview-gate">
      <Card className="auth-card">
        <h1 className="auth-card__title">{PREVIEW_GATE_MESSAGES.title}</h1>
        <p className="auth-card__intro">{T.previewIntro}</p>
        <div role="alert">
          {failure && (
            <Callout intent="danger" icon="error" compact>
              {failure}
            </Callout>
          )}
        </div>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormTextField
            label={T.passwordLabel}
            type="password"
            autoComplete="off"
            value={password}
            onChange={setPassword}
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            text={verifying ? PREVIEW_GATE_MESSAGES.verifying : PREVIEW_GATE_MESSAGES.submit}
            disabled={verifying}
          />
        </form>
      </Card>
    </main>
  );
}
