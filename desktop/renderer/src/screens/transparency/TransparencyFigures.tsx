import { Card, H2 } from '@blueprintjs/core';
import { CONSOLE_TRANSPARENCY_TEXTS as T, type TransparencySummary } from '@partilha/domain';
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
      <Part title={T.notices} cards={<FigureCard label={T.noticesReceived} value={notices.total} />}>
        <BreakdownTable
          title={T.noticesByReason}
          what={T.reason}
          counts={notices.byReason}
          known={BREAKDOWNS.noticeReason}
        />
        <BreakdownTable title={T.noticesByKind} what={T.item} counts={notices.byKind} known={BREAKDOWNS.noticeKind} />
        <BreakdownTable
          title={T.noticesByOutcome}
          what={T.outcome}
          counts={notices.byOutcome}
          known={BREAKDOWNS.noticeOutcome}
        />
      </Part>
      <Part
        title={T.decisions}
        cards={
          <>
            <FigureCard label={T.decisionsMade} value={decisions.total} />
            <FigureCard label={T.undoneBeforeEffect} value={decisions.undone} />
            <TextFigure label={T.medianTime} value={formatMedianHours(summary.medianHoursToDecision)} />
          </>
        }
      >
        <BreakdownTable
          title={T.decisionsByType}
          what={T.decision}
          counts={decisions.byType}
          known={BREAKDOWNS.decisionType}
        />
        <BreakdownTable
          title={T.decisionsByGround}
          what={T.ground}
          counts={decisions.byGround}
          known={BREAKDOWNS.decisionGround}
        />
        <BreakdownTable
          title={T.decisionsBySource}
          what={T.source}
          counts={decisions.bySource}
          known={BREAKDOWNS.decisionSource}
        />
      </Part>
      <Part
        title={T.appeals}
        cards={
          <>
            <FigureCard label={T.appealsFiled} value={appeals.total} />
            <FigureCard label={T.open} value={appeals.open} intent={appeals.open > 0 ? 'warning' : 'none'} />
            <FigureCard label={T.grantedReversed} value={appeals.reversed} />
            <FigureCard label={T.rejected} value={appeals.rejected} />
          </>
        }
      />
    </div>
  );
}
