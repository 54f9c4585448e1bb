/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it } from '@jest/globals';
import { tabbable } from 'tabbable';
import { wrapTabInDialog } from './dialog-tab-wrap.ts';

const press = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  wrapTabInDialog(event, 'none');
  return event;
};

const mount = (html: string) => {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

const DIALOG = `
  <button id="behind">Behind</button>
  <div role="dialog" aria-modal="true" tabindex="-1" id="dialog">
    <button id="close">Close</button>
    <div tabindex="-1" id="panel">Text</div>
    <input type="hidden" name="secret">
    <input id="name">
    <input type="radio" name="size" id="small" checked><input type="radio" name="size" id="large">
    <button id="disabled" disabled>Disabled</button>
    <div inert><button id="inert">Inert</button></div>
    <button id="save">Save</button>
  </div>`;

describe('wrapTabInDialog', () => {
  it('counts the controls Tab stops at: not hidden inputs, tabindex -1, disabled, inert or skipped radios', () => {
    const $ = mount(DIALOG);
    expect(tabbable($('#dialog'), { displayCheck: 'none' }).map((element) => element.id)).toEqual([
      'close',
      'name',
      'small',
      'save',
    ]);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first (or the dialog) to the last', () => {
    const $ = mount(DIALOG);
    $('#save').focus();
    expect(press().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('#close'));
    expect(press(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('#save'));
    $('#dialog').focus();
    expect(press(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('#save'));
  });

  it('leaves Tab to the browser between the controls and outside a modal dialog', () => {
    const $ = mount(DIALOG);
    $('#name').focus();
    expect(press().defaultPrevented).toBe(false);
    expect(press(true).defaultPrevented).toBe(false);
    $('#behind').focus();
    expect(press().defaultPrevented).toBe(false);
    expect(document.activeElement).toBe($('#behind'));
  });

  it('keeps the focus in a dialog without controls', () => {
    const $ = mount('<div role="dialog" aria-modal="true" tabindex="-1" id="dialog">Only text</div>');
    $('#dialog').focus();
    expect(press().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('#dialog'));
  });
});
