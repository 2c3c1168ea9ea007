import { ROW_HEIGHT, xOf, type Timeline } from '../lib/gantt-geometry';
import { GANTT_COLOURS } from './gantt-bar';
import type { GanttLink, GanttRow } from './gantt-types';

interface GanttLinksProps {
  rows: GanttRow[];
  links: GanttLink[];
  indexOf: Map<string, number>;
  first: number;
  last: number;
  timeline: Timeline;
}

/** Dependency arrows: finish-to-start from a bar's end, start-to-start from its start, elbowed into the successor. */
export function GanttLinks({ rows, links, indexOf, first, last, timeline }: GanttLinksProps) {
  return (
    <g aria-hidden fill="none" stroke="#64748b" strokeWidth={1.25}>
      <defs>
        <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0 L8 4 L0 8 Z" fill="#64748b" stroke="none" />
        </marker>
      </defs>
      {links.map((link) => {
        const from = indexOf.get(link.predecessor_id);
        const to = indexOf.get(link.successor_id);
        if (from === undefined || to === undefined) return null;
        if ((from < first && to < first) || (from > last && to > last)) return null;
        const pred = rows[from] as GanttRow;
        const succ = rows[to] as GanttRow;
        const startX =
          link.type === 'SS'
            ? xOf(timeline, pred.start)
            : xOf(timeline, pred.end) + (pred.isMilestone ? timeline.pxPerDay / 2 + 8 : timeline.pxPerDay);
        const endX = xOf(timeline, succ.start) + (succ.isMilestone ? timeline.pxPerDay / 2 - 8 : 0);
        const y1 = from * ROW_HEIGHT + ROW_HEIGHT / 2 - 1;
        const y2 = to * ROW_HEIGHT + ROW_HEIGHT / 2 - 1;
        const bend = link.type === 'SS' ? Math.min(startX, endX) - 10 : startX + 8;
        const d =
          endX - 10 > bend
            ? `M ${startX} ${y1} H ${bend} V ${y2} H ${endX}`
            : `M ${startX} ${y1} H ${startX + 8} V ${(y1 + y2) / 2} H ${endX - 12} V ${y2} H ${endX}`;
        return (
          <path
            key={`${link.predecessor_id}-${link.successor_id}`}
            d={d}
            markerEnd="url(#gantt-arrow)"
            stroke={GANTT_COLOURS.baseline}
          />
        );
      })}
    </g>
  );
}
