import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { getModerationCase, type ModerationCase } from '@partilha/data';
import { CONSOLE_MODERATION_TEXTS as T, formatDate, NOTICE_TARGET_LABELS } from '@partilha/domain';
import { DetailDrawer } from '@partilha/ui';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands, type ConsoleCommand } from '../../shell/commands';
import { DetailSection, Facts } from '../../shared/Facts';
import { useRemote } from '../../shared/use-remote';
import { CaseContent, CaseNotices, CaseOwner } from './CaseSections';
import { CaseStateTag } from './moderation-columns';
import { caseStateOf, reasonsText } from './moderation-format';

export interface CaseDrawerProps {
  /** The entry named in the hash, `null` when closed. */
  id: string | null;
  /** Grows with each decision made, undone or committed from this screen: the entry loads again. */
  changes: number;
  onClose: () => void;
  onDecide: (entry: ModerationCase) => void;
}

/**
 * One queue entry in full: the item now and when reported, every notice, the owner's history and
 * their other open entries; "Decide…" for those who may.
 */
export function CaseDrawer({ id, changes, onClose, onDecide }: CaseDrawerProps) {
  const { client, bridge, serverUrl, can } = useConsole();
  const detail = useRemote(() => (id ? getModerationCase(client, id) : Promise.resolve(null)), [client, id, changes]);
  const data = detail.data && detail.data.case.id === id ? detail.data : null;
  const entry = data?.case ?? null;
  const mayDecide = can('moderation.decide') && entry !== null && caseStateOf(entry) === 'open';
  const websiteUrl = entry?.targetPath ? new URL(entry.targetPath, serverUrl).href : '';

  const commands = useMemo(() => {
    const list: ConsoleCommand[] = [];
    if (entry && mayDecide)
      list.push({
        id: 'moderation.decide',
        label: T.decideOnThis,
        group: T.group,
        run: () => onDecide(entry),
      });
    if (websiteUrl)
      list.push({
        id: 'moderation.website',
        label: T.openItemOnWebsite,
        group: T.group,
        run: () => void bridge.openExternal(websiteUrl),
      });
    return list;
  }, [entry, mayDecide, websiteUrl, bridge, onDecide]);
  useScreenCommands('moderation-drawer', commands);

  return (
    <DetailDrawer
      isOpen={id !== null}
      onClose={onClose}
      title={entry ? entry.targetLabel || entry.targetId : T.queueEntry}
      subtitle={
        entry && (
          <span className="console-inline-tags">
            <Tag minimal>{NOTICE_TARGET_LABELS[entry.kind]}</Tag>
            <CaseStateTag entry={entry} />
          </span>
        )
      }
      actions={
        entry && (
          <>
            {mayDecide && (
              <Button intent="primary" onClick={() => onDecide(entry)}>
                {T.decide}
              </Button>
            )}
            {websiteUrl && (
              <Button icon="share" onClick={() => void bridge.openExternal(websiteUrl)}>
                {T.openOnWebsite}
              </Button>
            )}
          </>
        )
      }
    >
      {!data ? (
        detail.error ? (
          <Callout intent="danger" role="alert">
            {detail.error}
          </Callout>
        ) : (
          <NonIdealState icon={<Spinner size={24} />} title={T.loading} />
        )
      ) : (
        <>
          <DetailSection title={T.reports}>
            <Facts
              items={[
                [T.notices, String(data.case.noticeCount)],
                [T.reasons, reasonsText(data.case.reasons)],
                [T.source, data.case.source === 'own_initiative' ? T.ownInitiative : T.notices],
                [T.firstNotice, data.case.firstNoticeAt ? formatDate(data.case.firstNoticeAt, { withTime: true }) : ''],
                [T.lastNotice, data.case.lastNoticeAt ? formatDate(data.case.lastNoticeAt, { withTime: true }) : ''],
                [T.owner, data.case.targetOwner.name],
                [T.website, websiteUrl],
              ]}
            />
          </DetailSection>
          <CaseContent detail={data} />
          <CaseNotices detail={data} />
          <CaseOwner detail={data} />
        </>
      )}
    </DetailDrawer>
  );
}
