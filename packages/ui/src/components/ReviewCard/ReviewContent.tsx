import { Button } from '@blueprintjs/core';
import { REVIEW_MESSAGES, truncateReviewContent } from '@partilha/domain';
import { useId, useState } from 'react';
import { cls } from '../../classes';

/** The review text, cut past 200 characters with "Read more" (and "Show less" once opened). */
export function ReviewContent({ content }: { content: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const cut = truncateReviewContent(content);
  const shown = expanded ? content : cut.text;
  return (
    <div className={cls('review-card-content')}>
      <p id={id} className={cls('review-card-text')}>
        {shown}
      </p>
      {cut.truncated && (
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          className={cls('review-card-read-more')}
          aria-expanded={expanded}
          aria-controls={id}
          text={expanded ? REVIEW_MESSAGES.showLess : REVIEW_MESSAGES.readMore}
          onClick={() => setExpanded((open) => !open)}
        />
      )}
    </div>
  );
}
