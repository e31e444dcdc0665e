import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import type { ModerationCaseDetail } from '@partilha/data';
import {
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

const STATUS_WORDS: Record<DecisionStatus, string> = {
  pending: 'pending',
  committed: 'in force',
  undone: 'undone',
  reversed: 'reversed on appeal',
};

/** The item now beside the item when first reported; edited fields are marked. */
export function CaseContent({ detail }: { detail: ModerationCaseDetail }) {
  const rows = contentRows(detail.case.kind, detail.current, detail.snapshot);
  return (
    <DetailSection title="Content">
      {isGone(detail.current) && (
        <Callout intent="warning" className="console-moderation-gap">
          The item has been deleted since it was reported; the column “When reported” is what was reported.
        </Callout>
      )}
      <HTMLTable compact className="console-moderation-content" aria-label="Content now and when reported">
        <thead>
          <tr>
            <th scope="col" className="console-moderation-content__field">
              Field
            </th>
            <th scope="col">Now</th>
            <th scope="col">When reported</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">
                {row.label}
                {row.changed && (
                  <Tag minimal intent="warning" className="console-moderation-changed">
                    Edited
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
    <DetailSection title={`Notices (${notices.length})`}>
      {notices.length === 0 ? (
        <p className="console-moderation-muted">
          {detail.case.source === 'own_initiative'
            ? 'Opened on the platform’s own initiative: no notices.'
            : 'No notices.'}
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
                {notice.notifier.kind === 'guest' ? 'Guest' : 'Member'}: {notice.notifier.name || '—'}
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
      <DetailSection title="Owner">
        <Facts
          items={[
            [
              'Member',
              member.id ? <a href={screenHref('members', { id: member.id })}>{member.name || member.id}</a> : '',
            ],
            ['Joined', member.joined ? formatDate(member.joined) : ''],
            ['Account', member.suspended ? <Tag intent="danger">Suspended</Tag> : 'Active'],
            [
              'Reliability',
              `${Math.round(reliability.cancellationRate * 100)}% cancelled of ${reliability.totalBookings} ${
                reliability.totalBookings === 1 ? 'booking' : 'bookings'
              }`,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title="Past decisions">
        {decisions.length === 0 ? (
          <p className="console-moderation-muted">No earlier decisions about this member.</p>
        ) : (
          <ul className="console-moderation-list">
            {decisions.map((decision) => (
              <li key={decision.id}>
                {DECISION_TYPE_LABELS[decision.type]} ({STATUS_WORDS[decision.status]}): {decision.targetLabel || '—'}
                {decision.committedAt && (
                  <span className="console-moderation-muted"> · {formatDate(decision.committedAt)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Other open entries about this member">
        {detail.related.length === 0 ? (
          <p className="console-moderation-muted">None.</p>
        ) : (
          <ul className="console-moderation-list">
            {detail.related.map((entry) => (
              <li key={entry.id}>
                <a href={screenHref('moderation', { id: entry.id })}>
                  {NOTICE_TARGET_LABELS[entry.kind]}: {entry.targetLabel || entry.id}
                </a>{' '}
                <span className="console-moderation-muted">
                  ({entry.noticeCount} {entry.noticeCount === 1 ? 'notice' : 'notices'})
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}
