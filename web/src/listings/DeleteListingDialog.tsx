import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { LISTING_MESSAGES, LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { useId } from 'react';
import './delete-listing-dialog.css';

export interface DeleteListingDialogProps {
  isOpen: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The delete confirmation of spec 000 §2, the same in My Listings and the edit form: the spec's
 * question and warning, Cancel and Delete, "Deleting..." while the request runs. It cannot be
 * dismissed half-way through.
 */
export function DeleteListingDialog({ isOpen, deleting, onCancel, onConfirm }: DeleteListingDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      role="alertdialog"
      className="delete-listing-dialog"
      title={LISTING_MESSAGES.deleteDialogTitle}
      icon="trash"
      aria-describedby={bodyId}
      onClose={deleting ? undefined : onCancel}
      canEscapeKeyClose={!deleting}
      canOutsideClickClose={!deleting}
      isCloseButtonShown={!deleting}
    >
      <DialogBody>
        <p id={bodyId} className="delete-listing__text">
          {LISTING_MESSAGES.deleteDialogBody}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={LISTING_PAGE_MESSAGES.cancel} onClick={onCancel} disabled={deleting} />
            <Button
              intent="danger"
              text={deleting ? LISTING_MESSAGES.deleting : LISTING_PAGE_MESSAGES.delete}
              disabled={deleting}
              onClick={onConfirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
