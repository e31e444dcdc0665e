import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import type { ModerationCaseDetail } from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  DECISION_TYPE_LABELS,
  formatDate,
  LEGAL_GROUND_LABELS,
  NOTICE_REASON_LABELS,
  NOTICE_TARGET_LABELS,
  type DecisionStatus,
  type LegalGround,
  type NoticeReason,
} from '@partilha/domain';
import { screenHref } from '../../routing/hash-route';
import { DetailSection, Facts } from '../../shared/Facts';
import { contentRows, isGone } from './case-content';

function statusWord(status: DecisionStatus): string {
  const words: Record<DecisionStatus, string> = {
    pending: T.statusPending,
    committed: T.statusCommitted,
    undone: T.statusUndone,
    reversed: T.statusReversed,
  };
  return words[status];
}

/** The item now beside the item when first reported; edited fields are marked. */
export function CaseContent({ detail }: { detail: ModerationCaseDetail }) {
  const rows = contentRows(detail.case.kind, detail.current, detail.snapshot);
  return (
    <DetailSection title={T.content}>
      {isGone(detail.current) && (
        <Callout intent="warning" className="console-moderation-gap">
          {T.deletedSinceReported}
        </Callout>
      )}
      <HTMLTable compact className="console-moderation-content" aria-label={T.contentNowAndThen}>
        <thead>
          <tr>
            <th scope="col" className="console-moderation-content__field">
              {T.field}
            </th>
            <th scope="col">{T.now}</th>
            <th scope="col">{T.whenReported}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">
                {row.label}
                {row.changed && (
                  <Tag minimal intent="warning" className="console-moderation-changed">
                    {T.edited}
                  </Tag>
                )}
              </th>
              <td>{row.now || '—'}</td>
              <td>{row.then || '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </DetailSection>
  );
}

/** Every notice with its explanation; the notifier's e-mail only where the server gave it (operators). */
export function CaseNotices({ detail }: { detail: ModerationCaseDetail }) {
  const { notices } = detail;
  return (
    <DetailSection title={T.noticesCount(notices.length)}>
      {notices.length === 0 ? (
        <p className="console-moderation-muted">
          {detail.case.source === 'own_initiative' ? T.noNoticesOwnInitiative : T.noNotices}
        </p>
      ) : (
        <ol className="console-moderation-notices">
          {notices.map((notice) => (
            <li key={notice.id} className="console-moderation-notice">
              <div className="console-moderation-notice__head">
                <strong>{NOTICE_REASON_LABELS[notice.reason as NoticeReason] ?? notice.reason}</strong>
                {notice.legalGround && (
                  <Tag minimal>{LEGAL_GROUND_LABELS[notice.legalGround as LegalGround] ?? notice.legalGround}</Tag>
                )}
                <span className="console-moderation-muted">{formatDate(notice.created, { withTime: true })}</span>
              </div>
              <blockquote className="console-moderation-notice__text">{notice.explanation}</blockquote>
              <div className="console-moderation-muted">
                {notice.notifier.kind === 'guest' ? T.guest : T.member}: {notice.notifier.name || '—'}
                {notice.notifier.email ? ` · ${notice.notifier.email}` : ''}
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/** Who a decision would restrict, what was decided about them before, and their other open entries. */
export function CaseOwner({ detail }: { detail: ModerationCaseDetail }) {
  const { member, decisions, reliability } = detail.ownerHistory;
  return (
    <>
      <DetailSection title={T.owner}>
        <Facts
          items={[
            [
              T.member,
              member.id ? <a href={screenHref('members', { id: member.id })}>{member.name || member.id}</a> : '',
            ],
            [T.joined, member.joined ? formatDate(member.joined) : ''],
            [T.account, member.suspended ? <Tag intent="danger">{T.suspended}</Tag> : T.active],
            [T.reliability, T.cancelledOf(Math.round(reliability.cancellationRate * 100), reliability.totalBookings)],
          ]}
        />
      </DetailSection>
      <DetailSection title={T.pastDecisions}>
        {decisions.length === 0 ? (
          <p className="console-moderation-muted">{T.noEarlierDecisions}</p>
        ) : (
          <ul className="console-moderation-list">
            {decisions.map((decision) => (
              <li key={decision.id}>
                {DECISION_TYPE_LABELS[decision.type]} ({statusWord(decision.status)}): {decision.targetLabel || '—'}
                {decision.committedAt && (
                  <span className="console-moderation-muted"> · {formatDate(decision.committedAt)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title={T.otherOpenEntries}>
        {detail.related.length === 0 ? (
          <p className="console-moderation-muted">{T.none}</p>
        ) : (
          <ul className="console-moderation-list">
            {detail.related.map((entry) => (
              <li key={entry.id}>
                <a href={screenHref('moderation', { id: entry.id })}>
                  {NOTICE_TARGET_LABELS[entry.kind]}: {entry.targetLabel || entry.id}
                </a>{' '}
                <span className="console-moderation-muted">{T.noticeCount(entry.noticeCount)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}
