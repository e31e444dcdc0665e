import { Callout } from '@blueprintjs/core';
import type { ConsoleAppeal } from '@partilha/data';
import { CONSOLE_APPEALS_TEXTS as T, DECISION_TYPE_LABELS, formatDate, NOTICE_TARGET_LABELS } from '@partilha/domain';
import { DetailDrawer } from '@partilha/ui';
import { useEffect, useRef } from 'react';
import { useConsole } from '../../app/console-context';
import { DetailSection, Facts } from '../../shared/Facts';
import { AppealStatusTag } from './appeal-columns';
import { appealDecisionBlock } from './appeal-decision';
import { AppealDecisionForm } from './AppealDecisionForm';
import { AppealStatement } from './AppealStatement';

export interface AppealDrawerProps {
  appeal: ConsoleAppeal | null;
  /** The hash names an appeal that is not in the current results. */
  missing: boolean;
  onClose: () => void;
  onDecided: (appeal: ConsoleAppeal) => void;
}

const when = (iso: string) => (iso ? formatDate(iso, { withTime: true }) : '');

/**
 * How the appeal ended. When it ends while shown (this person decided it), focus moves here: the
 * buttons that had it are gone, and focus left on nothing would leave Esc and Tab nowhere to go.
 */
function Outcome({ appeal }: { appeal: ConsoleAppeal }) {
  const granted = appeal.status === 'granted';
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current && !box.current.contains(document.activeElement)) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) box.current.focus();
    }
  }, [appeal.id]);
  return (
    <div ref={box} tabIndex={-1} className="console-appeal-outcome">
      <Callout
        intent={granted ? 'success' : 'none'}
        icon={granted ? 'undo' : 'disable'}
        title={granted ? T.grantedOutcome : T.rejectedOutcome}
        className="console-detail-section"
      >
        <p className="console-appeal-text">{appeal.reasons}</p>
        <p>
          {[appeal.decidedByName && T.by(appeal.decidedByName), appeal.decidedAt && when(appeal.decidedAt)]
            .filter(Boolean)
            .join(', ')}
        </p>
      </Callout>
    </div>
  );
}

/** One appeal: what the member wrote, the decision and its statement, and the second look. */
export function AppealDrawer({ appeal, missing, onClose, onDecided }: AppealDrawerProps) {
  const { can } = useConsole();
  // Said first, before anyone reads the case through: who may not decide it learns so at once.
  const blocked = appeal?.status === 'open' ? appealDecisionBlock(appeal, can('appeals.decide')) : null;
  return (
    <DetailDrawer
      isOpen={appeal !== null || missing}
      onClose={onClose}
      title={appeal ? T.appealBy(appeal.appellant.name || T.aMember) : T.appeal}
      subtitle={appeal && <AppealStatusTag status={appeal.status} />}
    >
      {!appeal ? (
        <Callout intent="warning">{T.notInResults}</Callout>
      ) : (
        <>
          {appeal.status !== 'open' && <Outcome appeal={appeal} />}
          {blocked && (
            <Callout intent="warning" icon="lock" id={`appeal-block-${appeal.id}`} className="console-detail-section">
              {blocked}
            </Callout>
          )}
          <DetailSection title={T.membersAppeal}>
            <Facts
              items={[
                [T.member, appeal.appellant.name],
                [T.filed, when(appeal.created)],
              ]}
            />
            <blockquote className="console-appeal-text console-appeal-quote">{appeal.text}</blockquote>
          </DetailSection>
          <DetailSection title={T.theDecisionAppealed}>
            <Facts
              items={[
                [T.decision, DECISION_TYPE_LABELS[appeal.decision.type]],
                [NOTICE_TARGET_LABELS[appeal.decision.kind], appeal.decision.targetLabel],
                [T.decidedBy, appeal.decision.decidedByName],
                [T.inForceSince, when(appeal.decision.committedAt)],
              ]}
            />
          </DetailSection>
          <AppealStatement decisionId={appeal.decision.id} />
          {appeal.status === 'open' && (
            <DetailSection title={T.decideTheAppeal}>
              <AppealDecisionForm
                appeal={appeal}
                blockedBy={blocked ? `appeal-block-${appeal.id}` : null}
                onDecided={onDecided}
              />
            </DetailSection>
          )}
        </>
      )}
    </DetailDrawer>
  );
}
