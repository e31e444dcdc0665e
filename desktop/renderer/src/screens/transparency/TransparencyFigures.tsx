import { Card, H2 } from '@blueprintjs/core';
import type { TransparencySummary } from '@partilha/domain';
import type { ReactNode } from 'react';
import { FigureCard } from '../overview/FigureCard';
import { BreakdownTable } from './BreakdownTable';
import { BREAKDOWNS, formatMedianHours } from './transparency-figures';

function Part({ title, cards, children }: { title: string; cards: ReactNode; children?: ReactNode }) {
  return (
    <section className="console-transparency__part" aria-label={title}>
      <H2 className="console-transparency__title">{title}</H2>
      <div className="console-figure-group__cards">{cards}</div>
      {children && <div className="console-transparency__tables">{children}</div>}
    </section>
  );
}

/** A text figure (the median time) in the same card as the counts. */
function TextFigure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="console-figure">
      <span className="console-figure__label">{label}</span>
      <span className="console-figure__value">{value}</span>
    </Card>
  );
}

/** The period's figures: notices, decisions and appeals, each with its breakdowns. */
export function TransparencyFigures({ summary }: { summary: TransparencySummary }) {
  const { notices, decisions, appeals } = summary;
  return (
    <div className="console-transparency">
      <Part title="Notices" cards={<FigureCard label="Notices received" value={notices.total} />}>
        <BreakdownTable
          title="Notices by reason"
          what="Reason"
          counts={notices.byReason}
          known={BREAKDOWNS.noticeReason}
        />
        <BreakdownTable title="Notices by kind" what="Item" counts={notices.byKind} known={BREAKDOWNS.noticeKind} />
        <BreakdownTable
          title="Notices by outcome"
          what="Outcome"
          counts={notices.byOutcome}
          known={BREAKDOWNS.noticeOutcome}
        />
      </Part>
      <Part
        title="Decisions"
        cards={
          <>
            <FigureCard label="Decisions made" value={decisions.total} />
            <FigureCard label="Undone before taking effect" value={decisions.undone} />
            <TextFigure
              label="Median time from notice to decision"
              value={formatMedianHours(summary.medianHoursToDecision)}
            />
          </>
        }
      >
        <BreakdownTable
          title="Decisions by type"
          what="Decision"
          counts={decisions.byType}
          known={BREAKDOWNS.decisionType}
        />
        <BreakdownTable
          title="Decisions by ground"
          what="Ground"
          counts={decisions.byGround}
          known={BREAKDOWNS.decisionGround}
        />
        <BreakdownTable
          title="Decisions by source"
          what="Source"
          counts={decisions.bySource}
          known={BREAKDOWNS.decisionSource}
        />
      </Part>
      <Part
        title="Appeals"
        cards={
          <>
            <FigureCard label="Appeals filed" value={appeals.total} />
            <FigureCard label="Open" value={appeals.open} intent={appeals.open > 0 ? 'warning' : 'none'} />
            <FigureCard label="Granted (decision reversed)" value={appeals.reversed} />
            <FigureCard label="Rejected" value={appeals.rejected} />
          </>
        }
      />
    </div>
  );
}
