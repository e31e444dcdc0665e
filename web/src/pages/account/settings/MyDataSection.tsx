import { Button } from '@blueprintjs/core';
import { useAccountActions } from '@partilha/data';
import { ACCOUNT_SETTINGS_MESSAGES, SETTINGS_SCREEN_TEXTS } from '@partilha/domain';
import { useState } from 'react';
import { FormFailure } from '../../auth/FormFailure';
import { downloadTextFile } from '../../subscriptions/download-text-file';

const FILE_NAME = 'partilha-my-data.json';

/** "Download my data": everything the member owns or wrote, as one JSON file. */
export function MyDataSection() {
  const actions = useAccountActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      downloadTextFile(FILE_NAME, JSON.stringify(await actions.exportMyData(), null, 2), 'application/json');
    } catch {
      setFailure(ACCOUNT_SETTINGS_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="settings-card__fact">{ACCOUNT_SETTINGS_MESSAGES.exportExplanation}</p>
      <FormFailure message={failure} />
      <Button
        icon="download"
        text={SETTINGS_SCREEN_TEXTS.downloadMyData}
        loading={busy}
        onClick={() => void download()}
      />
    </>
  );
}
