import { ANOMALY_LABELS, type Anomaly } from '@praxis/shared';

/** Anomaly flags with their reasons in words. */
export function AnomalyList({ anomalies }: { anomalies: Anomaly[] }) {
  if (anomalies.length === 0) return <p className="text-sm text-muted-foreground">No anomalies in this week.</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm" aria-label="Anomalies">
      {anomalies.map((anomaly, i) => (
        <li key={`${anomaly.code}-${anomaly.date ?? ''}-${anomaly.engagement_id ?? ''}-${i}`}>
          <span className="font-medium">{ANOMALY_LABELS[anomaly.code]}:</span> {anomaly.message}
        </li>
      ))}
    </ul>
  );
}
