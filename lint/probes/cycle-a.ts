// Lint probe (lint/borders.test.ts): half of a deliberate import cycle. Never imported by the app.
import { b } from './cycle-b.js';

export const a = (): string => `a${b.length}`;
