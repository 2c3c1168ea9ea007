import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportHeaders,
  type ImportKind,
  type ImportMapping,
  type ImportReport,
} from '@praxis/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { TitledSection } from '@/components/titled-section';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FirmExport } from './firm-export';
import { fileHeaders } from '../api/file-headers';
import { importKeys, useRun } from '../api/get-run';
import { isQueued, useUploadImport } from '../api/upload-import';
import { writesOf } from '../lib/summary';
import { ColumnMapping } from './column-mapping';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report-view';
import { RecentImports } from './recent-imports';
import { TemplateColumns } from './template-columns';

/**
 * Admin Settings → Import: choose what to import, download its template, check the file (a dry run that writes
 * nothing), fix and check again, then import. A large file runs as a job whose progress is followed here.
 */
export function ImportsPanel() {
  const ids = { kind: useId(), file: useId(), missing: useId(), invite: useId(), inviteHelp: useId() };
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('consultants');
  const [file, setFile] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [invite, setInvite] = useState(false);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  /** The file's headers once asked (null: not asked yet), and the mapping chosen when they need one. */
  const [headers, setHeaders] = useState<ImportHeaders | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const upload = useUploadImport();
  const run = useRun(runId);

  const reset = () => {
    setPreview(null);
    setResult(null);
    setRunId(null);
    setHeaders(null);
    setMapping(null);
    upload.reset();
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setResult(null);
    setRunId(null);
    if (!headers) {
      // Headers unlike the template's are mapped first; if they cannot be read, the check itself says why.
      const asked = await fileHeaders({ kind, file }).catch(() => null);
      if (asked) setHeaders(asked);
      if (asked?.needs_mapping) {
        setMapping(asked.suggested);
        return;
      }
    }
    const answer = await upload
      .mutateAsync({
        kind,
        file,
        dryRun,
        createMissing,
        invite: kind === 'consultants' && invite,
        mapping: mapping ?? undefined,
      })
      .catch(() => null);
    if (!answer) return;
    if (isQueued(answer)) setRunId(answer.job_id);
    else if (dryRun) setPreview(answer);
    else setResult(answer);
    if (!dryRun || isQueued(answer)) void queryClient.invalidateQueries({ queryKey: importKeys.runs() });
  };

  const runReport = run.data?.report ?? null;
  const shown = result ?? (runReport && !runReport.dry_run ? runReport : null);
  const previewShown = preview ?? (runReport?.dry_run ? runReport : null);
  const reportId = result?.run_id ?? (runReport && !runReport.dry_run ? run.data?.id : null);

  return (
    <div className="flex flex-col gap-8">
      <TitledSection
        title="Import data"
        description="Bring consultants, clients, contacts, engagements, assignments and past approved hours in from a CSV or Excel (.xlsx) file. Rows match existing records by e-mail (people), name (clients), client and name (engagements), so importing the same file twice changes nothing."
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.kind}>What to import</Label>
            <NativeSelect
              id={ids.kind}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ImportKind);
                reset();
              }}
            >
              {IMPORT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {IMPORT_KIND_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={`/api/imports/${kind}/template`}
            download={`${kind}-template.csv`}
          >
            Download template
          </a>
        </div>
        <TemplateColumns columns={IMPORT_COLUMNS[kind]} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.file}>Spreadsheet (CSV or .xlsx, at most 20 MB)</Label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        {kind === 'consultants' ? (
          <div className="flex items-center gap-2">
            <input
              id={ids.missing}
              type="checkbox"
              checked={createMissing}
              onChange={(event) => {
                setCreateMissing(event.target.checked);
                reset();
              }}
            />
            <Label htmlFor={ids.missing}>
              Create job titles, skills, certifications and languages the catalogues do not have yet
            </Label>
          </div>
        ) : null}
        {kind === 'consultants' ? (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                id={ids.invite}
                type="checkbox"
                checked={invite}
                aria-describedby={ids.inviteHelp}
                onChange={(event) => {
                  setInvite(event.target.checked);
                  reset();
                }}
              />
              <Label htmlFor={ids.invite}>Invite imported people by e-mail</Label>
            </div>
            <p id={ids.inviteHelp} className="text-sm text-muted-foreground">
              Only people the import creates get an invitation. Unchecked, they can be invited later with Invite on
              their profile under Consultants.
            </p>
          </div>
        ) : null}
        {headers && mapping ? (
          <ColumnMapping
            headers={headers.headers}
            columns={IMPORT_COLUMNS[kind]}
            mapping={mapping}
            remembered={headers.remembered}
            onChange={(next) => {
              setMapping(next);
              setPreview(null);
            }}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void send(true)} disabled={!file || upload.isPending}>
            {upload.isPending && upload.variables.dryRun ? 'Checking…' : 'Check file'}
          </Button>
          {previewShown ? (
            <Button
              variant="default"
              onClick={() => void send(false)}
              disabled={upload.isPending || writesOf(previewShown) === 0}
            >
              {upload.isPending && !upload.variables.dryRun
                ? 'Importing…'
                : `Import ${writesOf(previewShown).toLocaleString('en')} rows`}
            </Button>
          ) : null}
        </div>
        {upload.isError ? <ErrorAlert>{upload.error.message}</ErrorAlert> : null}
        {run.data && (run.data.status === 'queued' || run.data.status === 'running') ? (
          <ImportProgress run={run.data} />
        ) : null}
        {run.data?.status === 'failed' ? <ErrorAlert>{run.data.failure}</ErrorAlert> : null}
      </TitledSection>

      {previewShown && !shown ? (
        <TitledSection
          title="Preview"
          description="Nothing is written yet. Fix the file and check it again, or import the rows without errors."
        >
          <ImportReportView report={previewShown} />
        </TitledSection>
      ) : null}

      {shown ? (
        <TitledSection
          title="Import finished"
          actions={
            reportId ? (
              <a
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                href={`/api/imports/runs/${reportId}/report`}
              >
                Download report
              </a>
            ) : null
          }
        >
          <ImportReportView report={shown} />
        </TitledSection>
      ) : null}

      <TitledSection
        title="Export the firm"
        description="Everything Praxis holds — people, clients, engagements, plans, timesheets, recruiting — as one zip of CSV files with a README of the columns. The people, clients, contacts, engagements, assignments and approved hours files import back unchanged. Sign-in secrets and erased personal data are left out."
        className="flex flex-col gap-2"
      >
        <FirmExport />
      </TitledSection>

      <TitledSection title="Recent imports" className="flex flex-col gap-2">
        <RecentImports
          onOpen={(id) => {
            setPreview(null);
            setResult(null);
            setRunId(id);
          }}
        />
      </TitledSection>
    </div>
  );
}
