import { describe, expect, it } from 'vitest';
import { isCeoTitle, visualSkeleton } from './text-rules.js';

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
