import { Button, Callout, Code, Pre } from '@blueprintjs/core';
import type { ConsoleAuditEntry } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, formatDate } from '@partilha/domain';
import { DetailDrawer } from '@partilha/ui';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DetailSection, Facts } from '../../shared/Facts';
import { actorRoleText, auditActionLabel } from './audit-columns';
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
      title={entry ? auditActionLabel(entry.action) : T.auditEntry}
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
        <Callout intent="warning">{T.entryNotInResults}</Callout>
      ) : (
        <>
          <DetailSection title={T.entry}>
            <Facts
              items={[
                [T.action, <Code>{entry.action}</Code>],
                [T.by, T.actorWithRole(entry.actorName || entry.actor || T.system, actorRoleText(entry.actorRole))],
                [T.target, entry.targetLabel],
                [T.targetRecord, `${entry.targetCollection} ${entry.targetId}`.trim()],
                [T.reason, entry.reason],
                [T.ipAddress, entry.ip],
                [T.category, entry.category === 'moderation' ? T.moderationCategory : T.administrationCategory],
              ]}
            />
          </DetailSection>
          <DetailSection title={T.before}>
            <Pre className="console-json" tabIndex={0}>
              {prettyJson(entry.before)}
            </Pre>
          </DetailSection>
          <DetailSection title={T.after}>
            <Pre className="console-json" tabIndex={0}>
              {prettyJson(entry.after)}
            </Pre>
          </DetailSection>
        </>
      )}
    </DetailDrawer>
  );
}
