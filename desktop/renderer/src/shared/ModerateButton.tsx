import { Button } from '@blueprintjs/core';
import { openOwnInitiativeCase, toConsoleError } from '@partilha/data';
import { CONSOLE_SHELL_TEXTS, type NoticeTargetKind } from '@partilha/domain';
import { useState } from 'react';
import { useConsole } from '../app/console-context';
import { toast } from '../app/toaster';
import { screenHref } from '../routing/hash-route';

export interface ModerateButtonProps {
  kind: NoticeTargetKind;
  targetId: string;
}

/**
 * Opens the item's moderation entry on the platform's own initiative (or its open entry, when
 * someone already reported it) and shows it in the Moderation queue, where a restriction is
 * decided with its statement of reasons.
 */
export function ModerateButton({ kind, targetId }: ModerateButtonProps) {
  const { client, can } = useConsole();
  const [opening, setOpening] = useState(false);
  if (!can('moderation.decide')) return null;

  const open = async () => {
    setOpening(true);
    try {
      const entry = await openOwnInitiativeCase(client, kind, targetId);
      window.location.hash = screenHref('moderation', { status: 'all', id: entry.id });
    } catch (error) {
      toast.error(toConsoleError(error).message);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button icon="flag" loading={opening} onClick={() => void open()}>
      {CONSOLE_SHELL_TEXTS.moderateWithStatement}
    </Button>
  );
}
