import { Button, Card, Spinner } from '@blueprintjs/core';
import { statusOf, useCollections, usePocketBase } from '@partilha/data';
import { MODERATION_MESSAGES } from '@partilha/domain';
import { ReportForm, reportTitle } from '@partilha/ui';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLoader } from '../../app/use-loader';
import { useDocumentTitle } from '../../frame/use-document-title';
import { loadReportTarget, reportTargetParams } from '../../moderation/report-target';
import { useNoticeSubmit } from '../../moderation/use-notice-submit';
import { useReportNotifier } from '../../moderation/use-report-notifier';
import { EmptyState } from '../shared/EmptyState';
import { REPORT_PAGE_TEXTS as T } from './report-page-texts';
import '../../moderation/report.css';

/**
 * /report?kind=listing|profile|review&id=… — the report form on a page of its own, for the partner
 * widgets' Report links (a widget on another site cannot open the website's dialog). Members and
 * guests alike; a guest confirms by the e-mailed link.
 */
export function ReportPage() {
  const [params] = useSearchParams();
  const target = reportTargetParams(params);
  const title = reportTitle(target?.kind ?? 'listing');
  useDocumentTitle(title);
  return (
    <section className="page page--narrow report-page" aria-labelledby="report-title">
      <h1 id="report-title" className="page__title">
        {title}
      </h1>
      {target ? (
        <ReportTargetForm kind={target.kind} id={target.id} />
      ) : (
        <EmptyState icon="flag" text={T.badLink} action={<Link to="/home">{T.backHome}</Link>} />
      )}
    </section>
  );
}

function ReportTargetForm({ kind, id }: NonNullable<ReturnType<typeof reportTargetParams>>) {
  const client = usePocketBase();
  const collections = useCollections();
  const member = useReportNotifier();
  const submit = useNoticeSubmit();
  const state = useLoader(
    useCallback(() => loadReportTarget(client, collections, { kind, id }), [client, collections, kind, id]),
  );

  if (state.status === 'loading') {
    return (
      <div className="page--centered" role="status">
        <Spinner aria-label={T.loading} />
      </div>
    );
  }
  if (state.status === 'failed') {
    const missing = statusOf(state.error) === 404;
    return (
      <EmptyState
        icon={missing ? 'search' : 'error'}
        text={missing ? MODERATION_MESSAGES.targetNotFound : MODERATION_MESSAGES.invalidNotice}
        action={missing ? <Link to="/home">{T.backHome}</Link> : <Button text={T.tryAgain} onClick={state.reload} />}
      />
    );
  }
  const target = state.data;
  return (
    <Card className="report-page__card">
      <ReportForm
        kind={target.kind}
        targetId={target.id}
        targetLabel={target.label}
        member={member}
        onSubmit={submit}
        variant="page"
      />
      <p className="report-page__back">
        <Link to={target.path}>{T.backTo}</Link>
      </p>
    </Card>
  );
}
