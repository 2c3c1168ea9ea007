#!/usr/bin/env node
// Starts the built app for the end-to-end suite on a fresh embedded database (a temporary DATA_DIR, removed on
// exit), with the demo firm seeded, sign-in through the local OpenID provider (e2e/support/oidc-server.mjs) and
// e-mail sent to an in-process SMTP sink that the specs read over HTTP (e2e/support/mail-sink.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const appPort = process.env.E2E_APP_PORT ?? '3210';
const idpPort = process.env.E2E_IDP_PORT ?? '3211';
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3212);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-e2e-'));
const { startMailSink } = await tsImport('./mail-sink.ts', import.meta.url);
const mailSink = await startMailSink(mailPort);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: appPort,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    APP_URL: `http://localhost:${appPort}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Sign-up stays by domain (the default); the specs sign up with these.
    SIGNUP_DOMAINS: 'demo.local,e2e.example,idp.example',
    OIDC_PROVIDER: 'oidc',
    OIDC_CLIENT_ID: process.env.E2E_OIDC_CLIENT_ID ?? 'praxis-e2e',
    OIDC_CLIENT_SECRET: process.env.E2E_OIDC_CLIENT_SECRET ?? 'praxis-e2e-secret',
    OIDC_DISCOVERY_URL: `http://localhost:${idpPort}/.well-known/openid-configuration`,
    OIDC_LABEL: process.env.E2E_OIDC_LABEL ?? 'Praxis IdP',
    CALENDAR_EVENTS_URL: `http://localhost:${idpPort}/calendar/events`,
    // The webhook journey's receiver listens on 127.0.0.1 (plain http, a private address).
    WEBHOOK_ALLOW_PRIVATE: '1',
    SMTP_URL: mailSink.smtpUrl,
    MAIL_FROM: 'Praxis <praxis@e2e.example>',
  },
});

// The sink's sockets close with this process.
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
