import { submitNotice, usePocketBase } from '@partilha/data';
import type { NoticeInput } from '@partilha/domain';
import type { ReportSubmit } from '@partilha/ui';
import { useCallback } from 'react';
import { noticeFailure } from './notice-failure';

/**
 * Sends a notice for the report form: resolves with the server's message (received, or "confirm by
 * e-mail" for a guest), rejects with an `Error` in the words the form shows.
 */
export function useNoticeSubmit(send = submitNotice): ReportSubmit {
  const client = usePocketBase();
  return useCallback(
    async (notice: NoticeInput) => {
      try {
        return (await send(client, notice)).message;
      } catch (error) {
        throw noticeFailure(error);
      }
    },
    [client, send],
  );
}
