import { afterEach, describe, expect, it } from 'vitest';
import { describeElement, selectorsFor } from './describe-element';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('describeElement', () => {
  it('gives tag, id, classes, important attributes and a unique primary selector with up to 3 alternatives', () => {
    document.body.innerHTML = `
      <main>
        <button id="save" class="btn primary" type="submit" aria-label="Save consultant" data-testid="save-button" name="save">Save</button>
        <button class="btn" type="button">Cancel</button>
      </main>`;
    const button = document.getElementById('save') as HTMLElement;
    const description = describeElement(button);

    expect(description).toMatchObject({
      tag: 'button',
      id: 'save',
      classes: ['btn', 'primary'],
      primarySelector: '#save',
    });
    expect(description.alternativeSelectors).toEqual([
      'button[data-testid="save-button"]',
      'button[name="save"]',
      'button[aria-label="Save consultant"]',
    ]);
    expect(description.attributes).toEqual(
      expect.arrayContaining([
        { name: 'aria-label', value: 'Save consultant' },
        { name: 'type', value: 'submit' },
        { name: 'data-testid', value: 'save-button' },
      ]),
    );
  });

  it('falls back to a structural path that finds exactly the element', () => {
    document.body.innerHTML = '<ul><li>One</li><li>Two</li></ul>';
    const second = document.querySelectorAll('li')[1] as HTMLElement;
    const [primary] = selectorsFor(second);
    expect(primary).toBe('body > ul > li:nth-of-type(2)');
    expect(document.querySelector(primary ?? '')).toBe(second);
  });

  it('never offers a selector that matches other elements too', () => {
    document.body.innerHTML = '<p class="note">a</p><p class="note">b</p>';
    const first = document.querySelector('p') as HTMLElement;
    for (const selector of selectorsFor(first)) expect(document.querySelectorAll(selector)).toHaveLength(1);
  });
});
