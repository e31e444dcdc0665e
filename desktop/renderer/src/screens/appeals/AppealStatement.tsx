import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { getAppealedDecision } from '@partilha/data';
import { CONSOLE_APPEALS_TEXTS as T, CONSOLE_UI_TEXTS, statementPath, statementSections } from '@partilha/domain';
import { StatementOfReasons } from '@partilha/ui';
import { useConsole } from '../../app/console-context';
import { useRemote } from '../../shared/use-remote';

/**
 * The statement of reasons the member received for the decision they appeal, as they read it on
 * the website; its links (the appeal page, the terms clause) open on the website.
 */
export function AppealStatement({ decisionId }: { decisionId: string }) {
  const { client, bridge, serverUrl } = useConsole();
  const decision = useRemote(() => getAppealedDecision(client, decisionId), [client, decisionId]);
  const data = decision.data?.id === decisionId ? decision.data : null;

  if (decision.error) {
    return (
      <Callout intent="danger" role="alert">
        <strong>{CONSOLE_UI_TEXTS.loadFailed}</strong> {decision.error}
      </Callout>
    );
  }
  if (!data) return <NonIdealState icon={<Spinner size={24} aria-label={T.loadingStatement} />} />;
  if (!data.statement) return <Callout intent="warning">{T.noStatement}</Callout>;

  const appealUrl = new URL(statementPath(decisionId), serverUrl).href;
  return (
    <StatementOfReasons
      sections={statementSections(data.statement, appealUrl)}
      status={data.status === 'reversed' ? 'reversed' : 'committed'}
      headingLevel={3}
      className="console-appeal-statement"
      siteUrl={serverUrl}
      onNavigate={(path) => void bridge.openExternal(new URL(path, serverUrl).href)}
    />
  );
}
