import { Callout, Card, Spinner } from '@blueprintjs/core';
import { confirmNotice, usePocketBase, type NoticeReceipt } from '@partilha/data';
import { MODERATION_MESSAGES, translateText } from '@partilha/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../frame/use-document-title';
import { noticeFailure } from '../../moderation/notice-failure';
import { REPORT_PAGE_TEXTS as T } from './report-page-texts';
import '../../moderation/report.css';

type Outcome =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; message: string };

/**
 * /report/confirm?token=… — the link of a guest's confirmation e-mail: confirms the report (it then
 * reaches the moderators) and says so, or says the link is not valid.
 */
export function ReportConfirmPage() {
  useDocumentTitle(T.confirmTitle);
  const client = usePocketBase();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'confirming' } : { status: 'failed', message: MODERATION_MESSAGES.noticeConfirmInvalid },
  );
  // A token works once: a re-run of the effect (React's strict mode) must not send it again.
  const sent = useRef<{ token: string; answer: Promise<NoticeReceipt> } | null>(null);

  useEffect(() => {
    if (!token) return;
    if (sent.current?.token !== token) sent.current = { token, answer: confirmNotice(client, token) };
    let current = true;
    sent.current.answer.then(
      (receipt) => current && setOutcome({ status: 'confirmed', message: receipt.message }),
      (error: unknown) => current && setOutcome({ status: 'failed', message: noticeFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, [client, token]);

  return (
    <section className="page page--narrow report-page" aria-labelledby="report-confirm-title">
      <h1 id="report-confirm-title" className="page__title">
        {T.confirmTitle}
      </h1>
      <Card className="report-page__card">
        {outcome.status === 'confirming' && (
          <div className="report-page__progress" role="status">
            <Spinner size={24} aria-hidden /> {T.confirming}
          </div>
        )}
        {outcome.status === 'confirmed' && (
          <Callout intent="success" icon="tick-circle" role="status">
            {translateText(outcome.message)}
          </Callout>
        )}
        {outcome.status === 'failed' && (
          <Callout intent="danger" icon="error" role="alert">
            {translateText(outcome.message)}
          </Callout>
        )}
        {outcome.status !== 'confirming' && (
          <p className="report-page__back">
            <Link to="/home">{T.backHome}</Link>
          </p>
        )}
      </Card>
    </section>
  );
}
