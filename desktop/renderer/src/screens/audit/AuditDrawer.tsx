import { Button, Callout, Code, Pre } from '@blueprintjs/core';
import type { ConsoleAuditEntry } from '@partilha/data';
import { formatDate } from '@partilha/domain';
import { DetailDrawer } from '@partilha/ui';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DetailSection, Facts } from '../../shared/Facts';
import { auditActionLabel } from './audit-columns';
import { prettyJson } from './audit-filters';

export interface AuditDrawerProps {
  entry: ConsoleAuditEntry | null;
  missing: boolean;
  onClose: () => void;
  /** Narrows the table to this actor or target. */
  onFilter: (changes: ParamChanges) => void;
}

/** One audit entry: who did what to which record, why, and the record before and after. */
export function AuditDrawer({ entry, missing, onClose, onFilter }: AuditDrawerProps) {
  return (
    <DetailDrawer
      isOpen={entry !== null || missing}
      onClose={onClose}
      title={entry ? auditActionLabel(entry.action) : 'Audit entry'}
      subtitle={entry && formatDate(entry.created, { withTime: true })}
      actions={
        entry && (
          <>
            {entry.actor && (
              <Button icon="person" onClick={() => onFilter({ actor: entry.actor, id: undefined, page: undefined })}>
                Entries by this actor
              </Button>
            )}
            {entry.targetId && (
              <Button
                icon="filter"
                onClick={() =>
                  onFilter({
                    targetCollection: entry.targetCollection,
                    targetId: entry.targetId,
                    id: undefined,
                    page: undefined,
                  })
                }
              >
                Entries about this target
              </Button>
            )}
          </>
        )
      }
    >
      {!entry ? (
        <Callout intent="warning">This entry is not in the current results. Clear the filters to find it.</Callout>
      ) : (
        <>
          <DetailSection title="Entry">
            <Facts
              items={[
                ['Action', <Code>{entry.action}</Code>],
                ['By', `${entry.actorName || entry.actor || 'System'} (${entry.actorRole})`],
                ['Target', entry.targetLabel],
                ['Target record', `${entry.targetCollection} ${entry.targetId}`.trim()],
                ['Reason', entry.reason],
                ['IP address', entry.ip],
                ['Category', entry.category === 'moderation' ? 'Moderation' : 'Administration'],
              ]}
            />
          </DetailSection>
          <DetailSection title="Before">
            <Pre className="console-json" tabIndex={0}>
              {prettyJson(entry.before)}
            </Pre>
          </DetailSection>
          <DetailSection title="After">
            <Pre className="console-json" tabIndex={0}>
              {prettyJson(entry.after)}
            </Pre>
          </DetailSection>
        </>
      )}
    </DetailDrawer>
  );
}
