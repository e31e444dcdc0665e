import { Button, Card } from '@blueprintjs/core';
import { errorMessage, getStatement, statusOf, useAuth, usePocketBase, type MemberStatement } from '@partilha/data';
import { MODERATION_MESSAGES, translateText } from '@partilha/domain';
import { StatementOfReasons } from '@partilha/ui';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLoader } from '../../app/use-loader';
import { FullScreenSpinner } from '../../frame/FullScreenSpinner';
import { useDocumentTitle } from '../../frame/use-document-title';
import { RequireAuth } from '../../guards/route-guards';
import { EmptyState } from '../shared/EmptyState';
import { AppealPanel } from './AppealPanel';
import { STATEMENT_PAGE_TEXTS } from './statement-page-texts';
import './statement-page.css';

export const MODERATION_LIST_PATH = '/account/moderation';

/**
 * A statement of reasons and its appeal (docs/moderation-api.md "Statements and appeals"), for the
 * member it is about: at /account/moderation/:id signed in, and at /moderation/statements/:id from
 * the e-mail's link, whose `?token=` lets a suspended member (who cannot sign in) read and appeal.
 * Without a token the page asks for a session, as the account area does.
 */
export function StatementPage({ inAccount = false }: { inAccount?: boolean }) {
  useDocumentTitle(STATEMENT_PAGE_TEXTS.documentTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const page = <StatementContent token={token} inAccount={inAccount} />;
  const content = token ? page : <RequireAuth>{page}</RequireAuth>;
  return inAccount ? content : <div className="page page--narrow statement-page-frame">{content}</div>;
}

function StatementContent({ token, inAccount }: { token?: string; inAccount: boolean }) {
  const client = usePocketBase();
  const auth = useAuth();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const load = useCallback(() => getStatement(client, id, token), [client, id, token]);
  const state = useLoader(load);
  const [filedMessage, setFiledMessage] = useState<string | null>(null);
  // After an appeal the statement is read again; the page keeps showing it meanwhile.
  const shown = useRef<MemberStatement | null>(null);
  if (state.status === 'ready') shown.current = state.data;
  const statement = state.status === 'ready' ? state.data : shown.current?.id === id ? shown.current : null;

  if (!statement) {
    if (state.status === 'failed') {
      const missing = statusOf(state.error) === 404 || statusOf(state.error) === 403;
      return (
        <section className="statement-page" aria-labelledby="statement-page-title">
          <h1 id="statement-page-title" className="page__title">
            {STATEMENT_PAGE_TEXTS.documentTitle}
          </h1>
          {missing ? (
            <EmptyState
              icon="disable"
              text={translateText(errorMessage(state.error, MODERATION_MESSAGES.decisionNotFound))}
            />
          ) : (
            <EmptyState
              icon="error"
              text={STATEMENT_PAGE_TEXTS.loadFailed}
              action={<Button icon="refresh" text={STATEMENT_PAGE_TEXTS.tryAgain} onClick={state.reload} />}
            />
          )}
        </section>
      );
    }
    return <FullScreenSpinner />;
  }

  const { statement: decision } = statement;
  const signedIn = auth.status === 'signedIn';
  return (
    <article className="statement-page" aria-labelledby="statement-page-title">
      {(inAccount || signedIn) && (
        <Link to={MODERATION_LIST_PATH} className="statement-page__back">
          ← {STATEMENT_PAGE_TEXTS.backToList}
        </Link>
      )}
      <h1 id="statement-page-title" className="page__title">
        {STATEMENT_PAGE_TEXTS.title(decision.kind)}
      </h1>
      <p className="statement-page__target">
        {decision.targetPath ? <Link to={decision.targetPath}>{decision.targetLabel}</Link> : decision.targetLabel}
      </p>
      <Card className="statement-page__statement">
        <StatementOfReasons
          sections={statement.sections}
          status={statement.status}
          headingLevel={2}
          siteUrl={window.location.origin}
          onNavigate={(path) => void navigate(path)}
        />
      </Card>
      <AppealPanel
        statement={statement}
        token={token}
        filedMessage={filedMessage}
        onFiled={(message) => {
          setFiledMessage(message);
          state.reload();
        }}
      />
    </article>
  );
}
