import {
  commitModerationDecision,
  toConsoleError,
  undoModerationDecision,
  type ModerationDecided,
  type PocketBase,
} from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  MODERATION_MESSAGES,
  MODERATION_MESSAGES_EN,
  translateText,
} from '@partilha/domain';
import { dismissToast, showToast, toast } from '../../app/toaster';
import { commitWhenDue, undoDelayMs } from './undo-window';

/** The undo toast's button, read in the active language when the toast is shown. */
export const UNDO_TEXTS = {
  get undo(): string {
    return T.undo;
  },
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// The server answers in English whatever the console's language: compare with the English words.
const isTooEarly = (error: unknown) => toConsoleError(error).message === MODERATION_MESSAGES_EN.undoWindowOpen;

/**
 * After a decision: the server's "recorded" message with "Undo" until its `commitAt`, then the
 * commit. Kept outside React on purpose: leaving the screen (or closing the drawer) must neither
 * lose the commit nor the undo. `onSettled` runs once the batch is committed or undone.
 */
export function offerUndo(client: PocketBase, decided: ModerationDecided, onSettled: () => void): void {
  const delay = undoDelayMs(decided.commitAt, Date.now());
  let settled = false;
  let key: Promise<string> | null = null;

  const commit = async () => {
    if (settled) return;
    settled = true;
    if (key) void key.then(dismissToast);
    try {
      await commitWhenDue(() => commitModerationDecision(client, decided.batch), { wait, isTooEarly });
    } catch (error) {
      // The server's cron commits it within a minute anyway; say why this console could not.
      toast.error(toConsoleError(error).message);
    }
    onSettled();
  };

  const undo = async () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    try {
      const answer = await undoModerationDecision(client, decided.batch);
      toast.success(answer.message || MODERATION_MESSAGES.undone);
    } catch (error) {
      toast.error(toConsoleError(error).message);
    }
    onSettled();
  };

  const timer = setTimeout(() => void commit(), delay);
  key = showToast({
    message: translateText(decided.message || MODERATION_MESSAGES.decided),
    intent: 'primary',
    icon: 'time',
    // The toast's own timer ends with the window; ours commits, whatever the toast does.
    timeout: delay,
    action: { text: UNDO_TEXTS.undo, onClick: () => void undo() },
  });
}
