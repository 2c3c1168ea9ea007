import { useState } from 'react';
import { SCORE_PART_LABELS, SCORE_PARTS, type Weights } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { usePreviewWeights, useSaveWeights, useStaffingSettings } from '../api/staffing-views';

/** Admin settings: the matching weights, with a preview of how the top 10 of an open request changes. */
export function WeightsPanel() {
  const settings = useStaffingSettings();
  return (
    <QueryState
      query={settings}
      loading={<Skeleton className="h-64 w-full" />}
      errorTitle="We could not load the weights."
    >
      {(saved) => <WeightsEditor saved={saved} />}
    </QueryState>
  );
}

/** The weights' fields, Preview and Save, starting from the saved weights. */
function WeightsEditor({ saved }: { saved: { weights: Weights; version: number } }) {
  const save = useSaveWeights();
  const preview = usePreviewWeights();
  const [edited, setWeights] = useState<Weights | null>(null);
  // The saved weights until the admin changes one.
  const weights = edited ?? saved.weights;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="weights-title">
      <div>
        <h2 id="weights-title" className="text-lg font-semibold">
          Staffing match weights
        </h2>
        <p className="text-sm text-muted-foreground">
          How much each part counts in a candidate's score (0–100; only the ratios matter).
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        {SCORE_PARTS.map((part) => (
          <div key={part} className="flex flex-col gap-1">
            <Label htmlFor={`weight-${part}`}>{SCORE_PART_LABELS[part]}</Label>
            <Input
              id={`weight-${part}`}
              type="number"
              min={0}
              max={100}
              value={weights[part]}
              onChange={(e) => setWeights({ ...weights, [part]: Number(e.target.value) })}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={preview.isPending}
          onClick={() => preview.mutate(weights, { onError: (e) => toast.error(e.message) })}
        >
          Preview top 10
        </Button>
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { weights, version: saved.version },
              { onSuccess: () => toast.success('Weights saved'), onError: (e) => toast.error(e.message) },
            )
          }
        >
          Save weights
        </Button>
      </div>
      {preview.data ? (
        preview.data.request ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-medium">Now · {preview.data.request.label}</h3>
              <ol className="list-decimal pl-5 text-sm">
                {preview.data.current.map((m) => (
                  <li key={m.consultant_id}>
                    {m.name} · {m.score}
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="text-sm font-medium">With these weights</h3>
              <ol className="list-decimal pl-5 text-sm" aria-label="Preview with these weights">
                {preview.data.proposed.map((m) => (
                  <li key={m.consultant_id}>
                    {m.name} · {m.score}{' '}
                    <span className="text-muted-foreground">
                      {m.moved === null
                        ? '(new)'
                        : m.moved > 0
                          ? `(▲ ${m.moved})`
                          : m.moved < 0
                            ? `(▼ ${-m.moved})`
                            : '(=)'}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No open request to preview against.</p>
        )
      ) : null}
    </section>
  );
}
