import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { listMyStatements, usePocketBase } from '@partilha/data';
import { statementPath } from '@partilha/domain';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLoader } from '../../../app/use-loader';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { EmptyState } from '../../shared/EmptyState';
import { MODERATION_LIST_TEXTS, moderationRowOf, type ModerationRow } from './moderation-list-texts';
import './my-moderation.css';

/**
 * /account/moderation: every decision about the member's content (committed or reversed), newest
 * first, each with its status and its appeal's state, linking to the statement of reasons.
 */
export function MyModerationPage() {
  useDocumentTitle(MODERATION_LIST_TEXTS.title);
  const client = usePocketBase();
  const load = useCallback(() => listMyStatements(client), [client]);
  const state = useLoader(load);

  return (
    <section aria-labelledby="my-moderation-title" className="my-moderation">
      <h1 id="my-moderation-title" className="page__title">
        {MODERATION_LIST_TEXTS.title}
      </h1>
      <p className="my-moderation__intro">{MODERATION_LIST_TEXTS.intro}</p>
      {state.status === 'loading' && <FullScreenSpinner />}
      {state.status === 'failed' && (
        <EmptyState
          icon="error"
          text={MODERATION_LIST_TEXTS.loadFailed}
          action={<Button icon="refresh" text={MODERATION_LIST_TEXTS.tryAgain} onClick={state.reload} />}
        />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState icon="shield" text={MODERATION_LIST_TEXTS.empty} />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="my-moderation__list">
          {state.data.map((item) => (
            <li key={item.id}>
              <ModerationCard row={moderationRowOf(item, new Date())} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ModerationCard({ row }: { row: ModerationRow }) {
  const titleId = `moderation-${row.id}-title`;
  return (
    <Card className="my-moderation__card" role="group" aria-labelledby={titleId}>
      <div className="my-moderation__head">
        <h2 id={titleId} className="my-moderation__title">
          {row.restriction}: “{row.title}”
        </h2>
        <Tag round intent={row.reversed ? 'success' : 'warning'} icon={row.reversed ? 'tick-circle' : 'lock'}>
          {row.status}
        </Tag>
      </div>
      <dl className="my-moderation__facts">
        <div>
          <dt>{MODERATION_LIST_TEXTS.decided}</dt>
          <dd>{row.decided}</dd>
        </div>
        <div>
          <dt>{MODERATION_LIST_TEXTS.appeal}</dt>
          <dd>{row.appeal}</dd>
        </div>
      </dl>
      <Link
        to={statementPath(row.id)}
        className="my-moderation__open"
        aria-label={`${MODERATION_LIST_TEXTS.open}: ${row.restriction}, “${row.title}”`}
      >
        {MODERATION_LIST_TEXTS.open} <Icon icon="arrow-right" size={14} aria-hidden />
      </Link>
    </Card>
  );
}
