import { Tag } from '@blueprintjs/core';
import { STATEMENT_VIEW_TEXTS, type StatementSection } from '@partilha/domain';
import { useId, type MouseEvent } from 'react';
import { cls } from '../../classes';
import { isPlainLeftClick } from '../ListingCard/plain-left-click';
import { statementLinkTarget, statementParagraphs, statementTextParts } from './statement-links';
import './StatementOfReasons.css';

/** Whether the decision is in force, or was lifted when a second moderator granted the appeal. */
export type StatementOfReasonsStatus = 'committed' | 'reversed';

/** The statement's own words: the domain's catalogue, read in the active language while drawing. */
export const STATEMENT_OF_REASONS_TEXTS = STATEMENT_VIEW_TEXTS;

export interface StatementOfReasonsProps {
  /** The domain's `statementSections` (the server sends them; the console builds them to preview). */
  sections: readonly StatementSection[];
  /** Left out for a decision not yet made (the console's preview): no status is shown. */
  status?: StatementOfReasonsStatus;
  title?: string;
  /** The level of the title; each section's heading is one level below. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The website's address, for a host that is not the website (the console): its paths become
   * absolute links. On the website, full links to the website are treated as its paths.
   */
  siteUrl?: string;
  /** In-page navigation: a plain left click on a link to the website calls it with the path. */
  onNavigate?: (path: string) => void;
  className?: string;
}

/**
 * A statement of reasons (EU DSA Art. 17) as the member reads it: each section's heading and text,
 * its links (the appeal, the terms clause it rests on) clickable, and whether it is in force.
 * Presentational: the website's statement page and the console's decision preview both use it.
 */
export function StatementOfReasons({
  sections,
  status,
  title,
  headingLevel = 2,
  siteUrl,
  onNavigate,
  className,
}: StatementOfReasonsProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  const renderText = (text: string) =>
    statementTextParts(text).map((part, index) => {
      if (part.kind === 'text') return part.text;
      const target = statementLinkTarget(part.href, siteUrl);
      const open = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!onNavigate || target.sitePath === null || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(target.sitePath);
      };
      const external = target.sitePath === null || Boolean(siteUrl && !onNavigate);
      return (
        <a
          key={index}
          className={cls('statement-link')}
          href={target.href}
          onClick={open}
          {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {part.text}
        </a>
      );
    });

  return (
    <section className={[cls('statement'), className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className={cls('statement-header')}>
        <Title id={titleId} className={cls('statement-title')}>
          {title ?? STATEMENT_OF_REASONS_TEXTS.title}
        </Title>
        {status && (
          <Tag
            className={cls('statement-status')}
            intent={status === 'reversed' ? 'success' : 'warning'}
            icon={status === 'reversed' ? 'tick-circle' : 'lock'}
            round
          >
            {STATEMENT_OF_REASONS_TEXTS[status]}
          </Tag>
        )}
      </header>
      {status === 'reversed' && <p className={cls('statement-reversed')}>{STATEMENT_OF_REASONS_TEXTS.reversedNote}</p>}
      {sections.map((section) => (
        <div key={section.heading} className={cls('statement-section')}>
          <SectionHeading className={cls('statement-section-heading')}>{section.heading}</SectionHeading>
          {statementParagraphs(section.text).map((paragraph) => (
            <p key={paragraph} className={cls('statement-section-text')}>
              {renderText(paragraph)}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}
