import { Button, Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useCollections } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  formatDate,
  SUBSCRIPTION_MESSAGES as T,
  subscriptionsToCsv,
  type Subscription,
} from '@partilha/domain';
import { useCallback } from 'react';
import { toast } from '../../app/toaster';
import { useLoader } from '../../app/use-loader';
import { useDocumentTitle } from '../../frame/use-document-title';
import { EmptyState } from '../shared/EmptyState';
import { downloadTextFile } from './download-text-file';

function exportCsv(rows: Subscription[]) {
  try {
    const day = new Date().toISOString().slice(0, 10);
    downloadTextFile(`partilha-subscriptions-${day}.csv`, subscriptionsToCsv(rows), 'text/csv;charset=utf-8');
    toast.success(T.exported);
  } catch {
    toast.error(T.exportFailed);
  }
}

/**
 * /subscriptions/{accessKey}: the newsletter sign-ups, for operators only. The key in the URL
 * grants nothing (the route guard checks the server role, and the server's rules decide what the
 * list request returns).
 */
export function SubscriptionsPage() {
  useDocumentTitle(T.title);
  const collections = useCollections();
  const load = useCallback(() => collections.subscriptions.getAll({ sort: '-created' }), [collections]);
  const state = useLoader(load);

  return (
    <section className="page subscriptions" aria-labelledby="subscriptions-title">
      <div className="subscriptions__head">
        <h1 id="subscriptions-title" className="page__title">
          {T.title}
        </h1>
        <Button
          icon="download"
          intent="primary"
          text={T.exportButton}
          disabled={state.status !== 'ready' || state.data.length === 0}
          onClick={() => state.status === 'ready' && exportCsv(state.data)}
        />
      </div>
      <Callout icon="info-sign" compact className="subscriptions__note">
        {ACCOUNT_FLOW_MESSAGES.subscriptionsNote}
      </Callout>
      {state.status === 'loading' && <Spinner aria-label={T.loading} />}
      {state.status === 'failed' && (
        <Callout intent="danger" icon="error" role="alert">
          {ACCOUNT_FLOW_MESSAGES.subscriptionsLoadFailed}{' '}
          <Button variant="minimal" text={T.tryAgain} onClick={state.reload} />
        </Callout>
      )}
      {state.status === 'ready' && (
        <>
          <p className="subscriptions__total">
            {T.total} <strong>{state.data.length}</strong> {T.subscriptionCount(state.data.length)}
          </p>
          {state.data.length === 0 ? (
            <EmptyState icon="envelope" text={ACCOUNT_FLOW_MESSAGES.subscriptionsEmpty} />
          ) : (
            // On a phone the table scrolls sideways: the scroll box takes focus so it scrolls by keyboard too.
            <div className="subscriptions__table-wrap" role="region" aria-label={T.signUps} tabIndex={0}>
              <HTMLTable striped compact className="subscriptions__table">
                <thead>
                  <tr>
                    {[T.columnEmail, T.columnDateSubscribed, T.columnStatus].map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.data.map((row) => (
                    <tr key={row.id}>
                      <td>{row.email}</td>
                      <td>{formatDate(row.created)}</td>
                      <td>
                        <Tag minimal intent={row.status === 'active' ? 'success' : 'none'}>
                          {row.status === 'active' ? T.statusActive : T.statusUnsubscribed}
                        </Tag>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
