import { AUTHENTICATION_TEXT } from './openapi-security.js';

/**
 * A self-contained API reference rendered on the server from the OpenAPI document: no CDN and no inline script,
 * so it works offline and under our Content-Security-Policy.
 */
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Escaped text with its `back-quoted` parts as code. */
const codeSpans = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

export function renderApiDocs(document: {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
}) {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`)
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><code>${escape(status)}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      return `<section id="${escape(`${method}-${path}`)}"><h2><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>/api${escape(path)}</code></h2>
<p>${escape(op.summary ?? '')}</p>${op.description ? `<p class="d">${escape(op.description)}</p>` : ''}
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${body ? `<h3>Body</h3><pre>${escape(JSON.stringify(body, null, 2))}</pre>` : ''}
<h3>Responses</h3><ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)} — API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
section{border-top:1px solid #e5e7eb;padding:1rem 0}h2{font-size:1.05rem}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:12px}
.m{display:inline-block;min-width:4.5rem;font-size:.8rem;padding:.1rem .4rem;border-radius:4px;background:#e5e7eb;text-align:center}
.get{background:#dbeafe}.post{background:#dcfce7}.patch,.put{background:#fef3c7}.delete{background:#fee2e2}.d{white-space:pre-line;color:#4b5563}</style></head>
<body><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are <code>{ code, message, details?, requestId }</code>.</p>
<section id="authentication"><h2>Authentication</h2><ul>${AUTHENTICATION_TEXT.map((line) => `<li>${codeSpans(line)}</li>`).join('')}</ul>
<pre>curl -H "Authorization: Bearer $PRAXIS_TOKEN" $PRAXIS_URL/api/me</pre></section>
${sections.join('\n')}</body></html>`;
}
