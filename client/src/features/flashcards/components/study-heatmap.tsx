import { useEffect, useRef } from 'react';
import type { StudyStats } from '@app/contracts';
import { heatmapDays } from '@/features/flashcards/logic/heatmap';

/**
 * Reviews per day over the last year as a grid of weeks; screen readers get the summary instead of 365 cells. On a
 * narrow screen the grid scrolls sideways inside its box (reachable with the keyboard), starting at the latest weeks.
 */
export function StudyHeatmap({ stats, labelledBy }: { stats: StudyStats; labelledBy: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const days = heatmapDays(stats.hoje, stats.por_dia);
  const total = stats.por_dia.reduce((sum, d) => sum + d.revisoes, 0);
  const studyDays = stats.por_dia.length === 1 ? '1 dia' : `${stats.por_dia.length} dias`;
  const summary = `${total === 1 ? '1 revisão' : `${total} revisões`} em ${studyDays} de estudo nos últimos 12 meses`;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [stats.hoje]);
  return (
    <div ref={scroller} className="fc-heatmap-scroll" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <div className="fc-heatmap" role="img" aria-label={summary}>
        {days.map((day, i) =>
          day ? (
            <span
              key={day.dia}
              className="fc-heatmap__day"
              data-level={day.level}
              title={`${day.dia.split('-').reverse().join('/')}: ${day.revisoes} ${day.revisoes === 1 ? 'revisão' : 'revisões'}`}
            />
          ) : (
            <span key={`pad-${i}`} aria-hidden="true" />
          ),
        )}
      </div>
    </div>
  );
}
