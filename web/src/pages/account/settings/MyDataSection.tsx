import { Button } from '@blueprintjs/core';
import { useAccountActions } from '@partilha/data';
import { ACCOUNT_SETTINGS_MESSAGES } from '@partilha/domain';
import { useState } from 'react';
import { FormFailure } from '../../auth/FormFailure';

const FILE_NAME = 'partilha-my-data.json';

/** Saves the server's JSON export of the member's data as a file. */
function saveJson(data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Download my data": everything the member owns or wrote, as one JSON file. */
export function MyDataSection() {
  const actions = useAccountActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveJson(await actions.exportMyData());
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
      <Button icon="download" text="Download My Data" loading={busy} onClick={() => void download()} />
    </>
  );
}
