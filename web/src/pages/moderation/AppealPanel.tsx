import { Callout } from '@blueprintjs/core';
import type { MemberStatement } from '@partilha/data';
import { translateText } from '@partilha/domain';
import { useId } from 'react';
import { AppealForm } from './AppealForm';
import { appealViewOf } from './appeal-view';
import { STATEMENT_PAGE_TEXTS } from './statement-page-texts';

interface AppealPanelProps {
  statement: MemberStatement;
  token?: string;
  /** The server's words after a filing, shown until the page is left. */
  filedMessage: string | null;
  onFiled: (message: string) => void;
}

/** The appeal part of a statement page: the form, the appeal's state and outcome, or why none. */
export function AppealPanel({ statement, token, filedMessage, onFiled }: AppealPanelProps) {
  const titleId = useId();
  const view = appealViewOf(statement, new Date());
  // Just filed: the server's words already say it was received; the state would repeat them.
  const justFiled = filedMessage !== null && statement.appeal?.status === 'open';
  const title =
    view.kind === 'form'
      ? STATEMENT_PAGE_TEXTS.appealTitle
      : view.kind === 'appeal'
        ? view.title
        : STATEMENT_PAGE_TEXTS.appealClosedTitle;

  return (
    <section className="statement-page__appeal" aria-labelledby={titleId}>
      <h2 id={titleId} className="statement-page__subtitle">
        {title}
      </h2>
      {filedMessage && (
        <Callout intent="success" icon="tick-circle" compact role="status" className="statement-page__filed">
          {translateText(filedMessage)}
        </Callout>
      )}
      {view.kind === 'form' && (
        <AppealForm decisionId={statement.id} token={token} deadline={view.deadline} onFiled={onFiled} />
      )}
      {view.kind === 'appeal' && (
        <>
          {!justFiled && (
            <Callout intent={view.intent} compact className="statement-page__appeal-state">
              {view.text}
            </Callout>
          )}
          {view.reasons && (
            <>
              <h3 className="statement-page__minor-title">{STATEMENT_PAGE_TEXTS.theirReasons}</h3>
              <p className="statement-page__text statement-page__quote">{view.reasons}</p>
            </>
          )}
          <h3 className="statement-page__minor-title">{STATEMENT_PAGE_TEXTS.yourAppeal}</h3>
          <p className="statement-page__text statement-page__quote">{view.appealText}</p>
        </>
      )}
      {view.kind === 'closed' && <p className="statement-page__text">{view.text}</p>}
    </section>
  );
}
