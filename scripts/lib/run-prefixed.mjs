// Runs a command with its output piped: each line printed with a prefix as it comes, or (`buffer`) the whole output
// printed at once when the command ends, so commands running side by side stay readable.
import { spawn } from 'node:child_process';

/** Resolves to { status, seconds, output }; status is 1 when the command could not start or died by a signal. */
export function runPrefixed(command, args, { prefix, buffer = false, ...options }) {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const forward = (stream, target) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (buffer) output += `${line}\n`;
        else target.write(`${prefix}${line}\n`);
      }
    });
    stream.on('end', () => {
      if (!pending) return;
      if (buffer) output += `${pending}\n`;
      else target.write(`${prefix}${pending}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output += `${error.message}\n`;
      if (!buffer) process.stderr.write(`${prefix}${error.message}\n`);
    });
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ status: code ?? 1, seconds, output });
    });
  });
}
