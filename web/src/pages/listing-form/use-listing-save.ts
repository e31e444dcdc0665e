import { LISTING_MESSAGES, translateText } from '@partilha/domain';
import { useCallback, useState } from 'react';
import { toast } from '../../app/toaster';
import { resizeImageForUpload } from '../../images/resize-image-for-upload';
import { listingSaveErrorMessage } from './listing-save-error';
import { progressByChosenFile } from './upload-progress';

export type SaveWithImages = (images: File[], onProgress: (fraction: number) => void) => Promise<unknown>;

/**
 * Saving a listing with its new images: they are resized in the browser first, then sent with the
 * fields in one request whose progress is shown per file. A refusal shows the inline banner and a
 * toast (spec 000 §4). After a success the page stays busy: it is about to leave.
 */
export function useListingSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});

  const fail = useCallback((message: string) => {
    setFailure(message);
    // The server's refusals are in English: the toast says them in the page's language.
    toast.error(translateText(message));
  }, []);

  const clearFailure = useCallback(() => setFailure(null), []);

  /** True when saved; false after showing why not. */
  const run = useCallback(
    async (chosen: readonly File[], save: SaveWithImages, fallback: string): Promise<boolean> => {
      setBusy(true);
      setFailure(null);
      let sent: File[] = [];
      try {
        sent = await Promise.all(chosen.map((file) => resizeImageForUpload(file)));
      } catch {
        // A file the browser cannot decode is not uploaded, and nothing is created without it.
        fail(LISTING_MESSAGES.imagesUploadFailed);
        setBusy(false);
        return false;
      }
      try {
        setProgress(progressByChosenFile(chosen, sent, 0));
        await save(sent, (fraction) => setProgress(progressByChosenFile(chosen, sent, fraction)));
        return true;
      } catch (error) {
        fail(listingSaveErrorMessage(error, sent.length > 0, fallback));
        setProgress({});
        setBusy(false);
        return false;
      }
    },
    [fail],
  );

  return { busy, failure, progress, fail, clearFailure, run };
}
