// The full export (a job): the whole bench firm — 2,000 people, their skills and assignments, two years of
// timesheets — into one zip of CSVs. What matters is that it ends and never holds the firm in memory: its time and
// the API's peak resident memory while it runs.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFirmExport({ api, cookie }) {
  let peakRssMb = api.rssMb() ?? 0;
  const startRssMb = peakRssMb;
  const sample = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, api.rssMb() ?? 0);
  }, 250);
  const started = performance.now();
  try {
    const response = await fetch(`${api.origin}/api/exports`, {
      method: 'POST',
      headers: { cookie, origin: api.origin },
    });
    if (response.status !== 202) throw new Error(`POST /api/exports → ${response.status}: ${await response.text()}`);
    const { id } = await response.json();
    for (;;) {
      await sleep(500);
      const run = await api.get(`/api/exports/${id}`, cookie);
      if (run.status === 'failed') throw new Error(`the export failed: ${run.failure}`);
      if (run.status === 'done') {
        const seconds = (performance.now() - started) / 1000;
        return {
          seconds,
          rows: run.rows_done,
          files: run.tables_done,
          sizeMb: run.size_bytes / 1_048_576,
          startRssMb,
          peakRssMb,
        };
      }
    }
  } finally {
    clearInterval(sample);
  }
}
