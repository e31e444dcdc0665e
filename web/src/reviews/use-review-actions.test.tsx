// @vitest-environment jsdom
import type * as Data from '@partilha/data';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReviewActions } from './use-review-actions';

const calls = vi.hoisted(() => ({
  markReviewHelpful: vi.fn<(client: unknown, id: string) => Promise<void>>(),
  reportReview:
    vi.fn<(client: unknown, id: string, notice: unknown) => Promise<{ id: string; status: string; message: string }>>(),
  listOwnReviewActions:
    vi.fn<(client: unknown, ids: readonly string[]) => Promise<{ voted: string[]; reported: string[] }>>(),
  toastError: vi.fn<(message: string) => void>(),
  toastSuccess: vi.fn<(message: string) => void>(),
}));

vi.mock('@partilha/data', async (importOriginal) => ({
  ...(await importOriginal<typeof Data>()),
  usePocketBase: () => ({}),
  markReviewHelpful: calls.markReviewHelpful,
  reportReview: calls.reportReview,
  listOwnReviewActions: calls.listOwnReviewActions,
}));
vi.mock('../app/toaster', () => ({ toast: { error: calls.toastError, success: calls.toastSuccess } }));

function refusal(status: number, message: string): ClientResponseError {
  return new ClientResponseError({ url: '/api', status, response: { status, message, data: {} } });
}

beforeEach(() => vi.clearAllMocks());

describe('useReviewActions', () => {
  it('counts a helpful vote the server accepted, once', async () => {
    calls.markReviewHelpful.mockResolvedValue();
    const onVoted = vi.fn();
    const { result } = renderHook(() => useReviewActions(onVoted));
    await act(() => result.current.markHelpful('r1'));
    expect(onVoted).toHaveBeenCalledWith('r1');
    expect(result.current.voted).toEqual(['r1']);
    expect(result.current.pendingVotes).toEqual([]);
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a second vote in its words and marks the vote as given', async () => {
    calls.markReviewHelpful.mockRejectedValue(refusal(409, 'You have already marked this review as helpful'));
    const onVoted = vi.fn();
    const { result } = renderHook(() => useReviewActions(onVoted));
    await act(() => result.current.markHelpful('r1'));
    expect(calls.toastError).toHaveBeenCalledWith('You have already marked this review as helpful');
    expect(onVoted).not.toHaveBeenCalled();
    expect(result.current.voted).toEqual(['r1']);
  });

  it('leaves Helpful open after a failure that is not a refusal of a repeat', async () => {
    calls.markReviewHelpful.mockRejectedValue(refusal(403, 'You cannot mark your own review as helpful'));
    const { result } = renderHook(() => useReviewActions(vi.fn()));
    await act(() => result.current.markHelpful('r1'));
    expect(calls.toastError).toHaveBeenCalledWith('You cannot mark your own review as helpful');
    expect(result.current.voted).toEqual([]);
  });

  const notice = {
    kind: 'review',
    targetId: 'r1',
    reason: 'spam',
    legalGround: '',
    explanation: 'Advertises another website.',
    name: '',
    email: '',
    goodFaith: true,
  } as const;

  it("reports a review as a notice and marks a member's report as done at once", async () => {
    calls.reportReview.mockResolvedValueOnce({ id: 'n1', status: 'open', message: 'Thank you.' });
    const { result } = renderHook(() => useReviewActions(vi.fn(), [], 'me'));
    act(() => result.current.report.open('r1'));
    expect(result.current.report).toMatchObject({ target: 'r1', isOpen: true });
    await expect(act(() => result.current.report.submit(notice))).resolves.toBe('Thank you.');
    expect(calls.reportReview).toHaveBeenCalledWith({}, 'r1', notice);
    expect(result.current.reported).toEqual(['r1']);
    act(() => result.current.report.close());
    // The reported review stays the dialog's while it fades out.
    expect(result.current.report).toMatchObject({ target: 'r1', isOpen: false });
  });

  it("leaves a guest's report unmarked until it is confirmed by e-mail", async () => {
    calls.reportReview.mockResolvedValueOnce({ id: 'n1', status: 'unconfirmed', message: 'Almost done.' });
    const { result } = renderHook(() => useReviewActions(vi.fn(), [], null));
    await expect(act(() => result.current.report.submit(notice))).resolves.toBe('Almost done.');
    expect(result.current.reported).toEqual([]);
  });

  it("rejects with the server's words, and a repeat by a member marks the report as done", async () => {
    calls.reportReview.mockRejectedValueOnce(refusal(409, 'You have already reported this.'));
    const { result } = renderHook(() => useReviewActions(vi.fn(), [], 'me'));
    const refusalOf = async (sent: typeof notice | { targetId: string }) => {
      let failure: unknown = null;
      await act(async () => {
        failure = await result.current.report.submit({ ...notice, ...sent }).catch((error: unknown) => error);
      });
      return failure;
    };
    expect(await refusalOf(notice)).toEqual(new Error('You have already reported this.'));
    expect(result.current.reported).toEqual(['r1']);

    calls.reportReview.mockRejectedValueOnce(refusal(403, 'You cannot report your own content.'));
    expect(await refusalOf({ targetId: 'r2' })).toEqual(new Error('You cannot report your own content.'));
    expect(result.current.reported).toEqual(['r1']);
  });

  it("reads back the member's earlier votes and reports for each new page of reviews, once per review", async () => {
    calls.listOwnReviewActions
      .mockResolvedValueOnce({ voted: ['r1'], reported: ['r2'] })
      .mockResolvedValueOnce({ voted: [], reported: ['r3'] });
    const { result, rerender } = renderHook(({ ids }) => useReviewActions(vi.fn(), ids, 'me'), {
      initialProps: { ids: ['r1', 'r2'] },
    });
    await waitFor(() => expect(result.current.reported).toEqual(['r2']));
    expect(result.current.voted).toEqual(['r1']);

    rerender({ ids: ['r1', 'r2', 'r3'] });
    await waitFor(() => expect(result.current.reported).toEqual(['r2', 'r3']));
    expect(calls.listOwnReviewActions).toHaveBeenNthCalledWith(2, {}, ['r3']);
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    renderHook(() => useReviewActions(vi.fn(), ['r1'], null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.listOwnReviewActions).not.toHaveBeenCalled();
  });
});
