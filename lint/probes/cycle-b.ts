// Lint probe (lint/borders.test.ts): the other half of a deliberate import cycle.
import { a } from './cycle-a.js';

export const b = (): string => `b${a.length}`;
