import type { ModerationCase } from '@partilha/data';
import { CONSOLE_MODERATION_TEXTS as T, isRestriction, statementSections } from '@partilha/domain';
import { StatementOfReasons } from '@partilha/ui';
import { useMemo } from 'react';
import { previewStatement, type DecisionForm } from './decision-form';

/** Where the preview's appeal link would be: the real one carries the decision's id and a token. */

export interface StatementPreviewProps {
  form: DecisionForm;
  /** The entry the preview is written for: the first chosen one. */
  entry: ModerationCase;
  /** How many entries share the statement (bulk). */
  count: number;
  siteUrl: string;
}

/**
 * The statement of reasons the member will receive, as they will read it, updated as the form is
 * filled in. "No action" restricts nobody and sends no statement.
 */
export function StatementPreview({ form, entry, count, siteUrl }: StatementPreviewProps) {
  const sections = useMemo(
    () => statementSections(previewStatement(form, entry, new Date()), T.appealLinkPlaceholder),
    [form, entry],
  );
  if (form.type === '' || !isRestriction(form.type)) {
    return (
      <div className="console-moderation-preview console-moderation-preview--empty">
        <p className="console-moderation-muted">{form.type === '' ? T.previewChoose : T.previewNoAction}</p>
      </div>
    );
  }
  return (
    <div className="console-moderation-preview">
      {count > 1 && <p className="console-moderation-muted">{T.previewFor(entry.targetLabel, count)}</p>}
      <StatementOfReasons sections={sections} title={T.previewTitle} headingLevel={3} siteUrl={siteUrl} />
    </div>
  );
}
