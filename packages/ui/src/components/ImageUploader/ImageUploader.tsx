import { Button, Icon } from '@blueprintjs/core';
import {
  ALLOWED_IMAGE_TYPES,
  LISTING_UI_MESSAGES,
  MAX_LISTING_IMAGE_MB,
  MAX_LISTING_IMAGES,
  selectListingImages,
  translateText,
} from '@partilha/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cls } from '../../classes';
import { imageFileKey } from './image-file-key';
import { ImageThumbnail, type ThumbnailAction } from './ImageThumbnail';
import { moveItem } from './move-item';

/** An image the listing already has (edit form): its record file id and a URL to draw it. */
export interface ExistingListingImage {
  id: string;
  url: string;
}

export interface ImageUploaderValue {
  existing: ExistingListingImage[];
  files: File[];
}

export interface ImageUploaderProps extends ImageUploaderValue {
  /** The images after an addition, a move or a removal. */
  onChange: (next: ImageUploaderValue) => void;
  /** Each refusal in the spec's words ("File must be an image", …); the app shows them as toasts. */
  onError: (message: string) => void;
  /** Upload progress (0 to 1) of new files, keyed by `imageFileKey(file)`. */
  progress?: Readonly<Record<string, number>>;
  /** A message about the images as a whole, shown under the drop zone ("Please upload at least one image"). */
  error?: string | null;
  disabled?: boolean;
  /**
   * Only the images, in order, with their upload progress: no drop zone and no buttons. The
   * wizard's review step shows the images this way while they upload.
   */
  readOnly?: boolean;
  className?: string;
}

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');
const TYPE_NAMES = ALLOWED_IMAGE_TYPES.map((type) => type.replace('image/', '').toUpperCase());

interface Tile {
  key: string;
  group: 'existing' | 'files';
  /** Place within its group. */
  index: number;
  source: { url: string } | { file: File };
}

interface PendingFocus {
  key: string | null;
  action: ThumbnailAction;
}

/**
 * The listing images of the wizard and the edit form, the spec's "full uploader" (spec 000 §5):
 * drop or choose files, each checked by the domain (type, size, five in all counting the images
 * already kept), thumbnails with upload progress, move left or right (the first is the main
 * image), remove. Kept images come first, as the server appends new uploads after them, so each
 * group is reordered within itself.
 */
export function ImageUploader({
  existing,
  files,
  onChange,
  onError,
  progress = {},
  error,
  disabled = false,
  readOnly = false,
  className,
}: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const total = existing.length + files.length;
  const full = total >= MAX_LISTING_IMAGES;
  const tiles: Tile[] = [
    ...existing.map((image, index) => ({
      key: `existing-${image.id}`,
      group: 'existing' as const,
      index,
      source: image,
    })),
    ...files.map((file, index) => ({ key: imageFileKey(file), group: 'files' as const, index, source: { file } })),
  ];

  // After a move or a removal the pressed button may be gone or disabled: keep the keyboard nearby.
  useEffect(() => {
    if (!pendingFocus) return;
    setPendingFocus(null);
    const tile = Array.from(list.current?.children ?? []).find(
      (item) => item instanceof HTMLElement && item.dataset.imageKey === pendingFocus.key,
    );
    const buttons = [pendingFocus.action, 'left', 'right', 'remove'].map((action) =>
      tile?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`),
    );
    const target = buttons.find((button) => button && !button.disabled) ?? chooseButton.current;
    target?.focus();
  }, [pendingFocus]);

  const add = (chosen: readonly File[]) => {
    if (disabled || chosen.length === 0) return;
    const { accepted, errors } = selectListingImages(total, chosen);
    for (const message of errors) onError(message);
    if (accepted.length > 0) onChange({ existing, files: [...files, ...accepted] });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be chosen again after it was removed.
    event.target.value = '';
    add(chosen);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const act = (tile: Tile, position: number, action: ThumbnailAction) => {
    const change = <T,>(items: readonly T[]): T[] =>
      action === 'remove'
        ? items.filter((_, index) => index !== tile.index)
        : moveItem(items, tile.index, tile.index + (action === 'left' ? -1 : 1));
    const focusTile = action === 'remove' ? (tiles[position + 1] ?? tiles[position - 1]) : tile;
    setPendingFocus({ key: focusTile?.key ?? null, action });
    onChange(tile.group === 'existing' ? { existing: change(existing), files } : { existing, files: change(files) });
  };

  const groupSize = { existing: existing.length, files: files.length };

  return (
    <div className={[cls('image-uploader'), className].filter(Boolean).join(' ')}>
      {!readOnly && (
        <div
          className={[
            cls('image-uploader-drop'),
            dragging && cls('image-uploader-dragging'),
            error && cls('image-uploader-drop-invalid'),
          ]
            .filter(Boolean)
            .join(' ')}
          onDragEnter={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={drop}
        >
          <Icon icon="cloud-upload" size={28} className={cls('image-uploader-drop-icon')} aria-hidden />
          <p className={cls('image-uploader-drop-text')}>{LISTING_UI_MESSAGES.dropImages}</p>
          <input
            ref={input}
            className={cls('image-uploader-input')}
            type="file"
            accept={ACCEPT}
            multiple
            tabIndex={-1}
            aria-label={LISTING_UI_MESSAGES.imageFiles}
            disabled={disabled}
            onChange={choose}
          />
          <Button
            ref={chooseButton}
            icon="folder-open"
            text={LISTING_UI_MESSAGES.chooseImages}
            disabled={disabled || full}
            aria-describedby={error ? errorId : undefined}
            onClick={() => input.current?.click()}
          />
          <p className={cls('image-uploader-count')} aria-live="polite">
            {LISTING_UI_MESSAGES.imageCount(total, MAX_LISTING_IMAGES)}
          </p>
          <p className={cls('image-uploader-hint')}>{LISTING_UI_MESSAGES.fileHint(TYPE_NAMES, MAX_LISTING_IMAGE_MB)}</p>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className={cls('image-uploader-error')}>
          {translateText(error)}
        </p>
      )}
      {tiles.length > 0 && (
        <ol ref={list} className={cls('image-uploader-list')} aria-label={LISTING_UI_MESSAGES.listingImages}>
          {tiles.map((tile, position) => (
            <li key={tile.key} className={cls('image-uploader-tile')} data-image-key={tile.key}>
              <ImageThumbnail
                position={position + 1}
                source={tile.source}
                progress={tile.group === 'files' ? progress[tile.key] : undefined}
                canMoveLeft={tile.index > 0}
                canMoveRight={tile.index < groupSize[tile.group] - 1}
                // Beside kept images, "New" shows why the two groups are reordered apart.
                markedNew={tile.group === 'files' && existing.length > 0}
                disabled={disabled}
                readOnly={readOnly}
                onAction={(action) => act(tile, position, action)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
