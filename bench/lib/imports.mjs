// Import (Admin Settings → Import data): a firm's people from one CSV — N consultants with six skills each, their
// catalogue values created on the way — written for real (dry_run=false), run as a job past 2,000 rows. Reports
// the time from upload to the finished run and the API process's resident memory sampled meanwhile.

const SKILLS = [
  'Cloud/Azure Data Factory',
  'Cloud/AWS Glue',
  'Data/Power BI',
  'Data/dbt',
  'CRM/Dynamics 365',
  'ERP/SAP S/4HANA',
];

/** The import's CSV, in the template's columns; e-mails carry `tag` so a second run creates rather than updates. */
export function consultantsCsv(count, tag) {
  const lines = ['first_name,last_name,email,job_title,location,time_zone,hourly_rate,start_date,skills'];
  for (let n = 0; n < count; n++) {
    const skills = SKILLS.map((skill, index) => `${skill}:${((n + index) % 5) + 1}`).join('|');
    lines.push(`Bench,Person ${n},bench.${tag}.${n}@import.example,,Berlin,Europe/Berlin,120,2024-03-01,${skills}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The run's state. While the import's job holds the embedded database's thread, the server may close an idle
 * keep-alive connection just as the next poll reuses it (ECONNRESET): a browser retries such a GET, and so does this.
 */
async function pollRun(api, id, cookie) {
  try {
    return await api.get(`/api/imports/runs/${id}`, cookie);
  } catch (error) {
    if (error?.cause?.code !== 'ECONNRESET') throw error;
    return api.get(`/api/imports/runs/${id}`, cookie);
  }
}

export async function measureImport({ api, cookie, count }) {
  const csv = consultantsCsv(count, Date.now().toString(36));
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-roster.csv');
  form.append('dry_run', 'false');
  form.append('create_missing', 'true');
  let peakRssMb = api.rssMb() ?? 0;
  const sample = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, api.rssMb() ?? 0);
  }, 250);
  const started = performance.now();
  try {
    const response = await fetch(`${api.origin}/api/imports/consultants`, {
      method: 'POST',
      headers: { cookie, origin: api.origin },
      body: form,
    });
    if (!response.ok) throw new Error(`POST /api/imports/consultants → ${response.status}: ${await response.text()}`);
    // A small file answers its report at once; a large one answers 202 with the run to follow.
    const answer = await response.json();
    let report = response.status === 202 ? null : answer;
    while (!report) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const run = await pollRun(api, answer.run.id, cookie);
      if (run.status === 'failed') throw new Error(`the import failed: ${run.failure}`);
      report = run.status === 'done' ? run.report : null;
    }
    const seconds = (performance.now() - started) / 1000;
    if (report.created !== count) throw new Error(`expected ${count} created, the report says ${report.created}`);
    return { consultants: count, skillsEach: SKILLS.length, bytes: csv.length, seconds, peakRssMb };
  } finally {
    clearInterval(sample);
  }
}
