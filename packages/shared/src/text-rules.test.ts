import { describe, expect, it } from 'vitest';
import { isCeoTitle, titleCharacterProblem, visualSkeleton } from './text-rules.js';

describe('isCeoTitle', () => {
  it.each([
    ['plain', 'CEO'],
    ['trimmed, any case', '  cEo\t'],
    ['zero-width space', 'C\u200bEO'],
    ['zero-width joiner and soft hyphen', 'C\u200dE\u00adO'],
    ['byte-order mark', '\ufeffCEO'],
    ['fullwidth', 'ＣＥＯ'],
    ['mathematical bold', '𝐂𝐄𝐎'],
    ['Cyrillic Е', 'CЕO'],
    ['Cyrillic С and О', 'СEО'],
    ['Greek Ε and Ο', 'CΕΟ'],
    ['Cherokee', 'ᏟᎬᎾ'],
    ['combining accent', 'C\u0301EO'],
    ['digit zero', 'CE0'],
    ['combining grapheme joiner', 'C\u034fEO'],
    ['lunate sigma and Greek Ε and Ο', 'ϹΕΟ'],
    ['right-to-left override', '\u202eOEC'],
    ['hair space', 'C\u200aEO'],
    ['en quad', 'C\u2000EO'],
    ['no-break space', 'C\u00a0EO'],
    ['line separator', 'C\u2028EO'],
    ['Braille blank', 'C⠀EO'],
  ])('refuses %s', (_label, title) => {
    expect(isCeoTitle(title)).toBe(true);
  });

  it.each(['CEO Office Manager', 'Chief Executive', 'CTO', 'Consultant', 'Senior Consultant', 'C E O', 'Ceol'])(
    'accepts %j',
    (title) => {
      expect(isCeoTitle(title)).toBe(false);
    },
  );
});

describe('visualSkeleton', () => {
  it('leaves ordinary Latin text as it is, lower-cased', () => {
    expect(visualSkeleton('Lead Consultant')).toBe('lead consultant');
  });
});

describe('titleCharacterProblem', () => {
  it.each([
    'Lead\u00a0Consultant',
    'Lead\u2028Consultant',
    'Lead\tConsultant',
    'Lead\u3000Consultant',
    'A⠀B',
    'A\u2066B',
  ])('refuses %j', (title) => {
    expect(titleCharacterProblem(title)).not.toBeNull();
  });

  it.each(['Senior Consultant', 'Head of R&D', 'Ops – EMEA'])('accepts %j', (title) => {
    expect(titleCharacterProblem(title)).toBeNull();
  });
});
