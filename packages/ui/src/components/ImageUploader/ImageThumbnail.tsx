import { LISTING_UI_MESSAGES } from '@partilha/domain';
import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { cls } from '../../classes';

export type ThumbnailAction = 'left' | 'right' | 'remove';

export interface ImageThumbnailProps {
  /** 1-based place in the listing's images; 1 is the main image. */
  position: number;
  /** A server URL for a kept image, or the chosen File for a new one. */
  source: { url: string } | { file: File };
  /** Upload progress of a new file, 0 to 1; undefined when not uploading. */
  progress?: number;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  /** Shows a "New" tag: a file not saved yet, among images the listing already has. */
  markedNew?: boolean;
  disabled?: boolean;
  /** Without the move and remove buttons. */
  readOnly?: boolean;
  onAction: (action: ThumbnailAction) => void;
}

/** One image of the uploader: the picture, "Main image" on the first, progress, move and remove. */
export function ImageThumbnail({
  position,
  source,
  progress,
  canMoveLeft,
  canMoveRight,
  markedNew = false,
  disabled,
  readOnly = false,
  onAction,
}: ImageThumbnailProps) {
  const name = LISTING_UI_MESSAGES.imageName(position);
  return (
    <>
      <div className={cls('image-uploader-frame')}>
        {'file' in source ? (
          <FilePreview file={source.file} alt={LISTING_UI_MESSAGES.imageFile(position, source.file.name)} />
        ) : (
          <img className={cls('image-uploader-picture')} src={source.url} alt={LISTING_UI_MESSAGES.image(position)} />
        )}
        {position === 1 && (
          <Tag className={cls('image-uploader-main')} intent="primary" icon="star">
            {LISTING_UI_MESSAGES.mainImage}
          </Tag>
        )}
        {markedNew && <Tag className={cls('image-uploader-new')}>{LISTING_UI_MESSAGES.newImage}</Tag>}
      </div>
      {progress !== undefined && (
        <ProgressBar
          className={cls('image-uploader-progress')}
          intent={progress >= 1 ? 'success' : 'primary'}
          value={progress}
          stripes={progress < 1}
          animate={progress < 1}
          aria-label={LISTING_UI_MESSAGES.uploadProgressOf(name)}
        />
      )}
      {!readOnly && (
        <div className={cls('image-uploader-actions')}>
          <Button
            icon="arrow-left"
            variant="minimal"
            aria-label={LISTING_UI_MESSAGES.moveLeftNamed(name)}
            title={LISTING_UI_MESSAGES.moveLeft}
            data-action="left"
            disabled={disabled || !canMoveLeft}
            onClick={() => onAction('left')}
          />
          <Button
            icon="arrow-right"
            variant="minimal"
            aria-label={LISTING_UI_MESSAGES.moveRightNamed(name)}
            title={LISTING_UI_MESSAGES.moveRight}
            data-action="right"
            disabled={disabled || !canMoveRight}
            onClick={() => onAction('right')}
          />
          <Button
            icon="trash"
            variant="minimal"
            intent="danger"
            aria-label={LISTING_UI_MESSAGES.removeNamed(name)}
            title={LISTING_UI_MESSAGES.remove}
            data-action="remove"
            disabled={disabled}
            onClick={() => onAction('remove')}
          />
        </div>
      )}
    </>
  );
}

/** A chosen file drawn from an object URL, revoked when the file leaves the uploader or it unmounts. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  if (!url) return <span className={cls('image-uploader-picture')} role="img" aria-label={alt} />;
  return <img className={cls('image-uploader-picture')} src={url} alt={alt} />;
}
