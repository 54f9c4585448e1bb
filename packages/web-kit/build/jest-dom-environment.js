/**
 * The component tests' environment: jsdom (jest-environment-jsdom) with what the browser has and jsdom lacks
 * that the screens' libraries read (TextEncoder for react-router, MessageChannel for rc-select, ResizeObserver and media queries for antd;
 * jsdom lays nothing out, so nothing is ever resized or matched). A test file names it in its docblock:
 * `@jest-environment @gtm/web-kit/build/jest-dom-environment.js`.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import JsdomEnvironment from 'jest-environment-jsdom';

export default class DomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const window = this.global;
    Object.assign(window, { TextEncoder, TextDecoder, structuredClone });
    // A message channel on the page's timers (Node's would keep the test process alive after the tests).
    window.MessageChannel = class MessageChannel {
      constructor() {
        const port = (other) => ({
          onmessage: null,
          postMessage: (data) => window.setTimeout(() => other().onmessage?.({ data }), 0),
          close() {},
        });
        this.port1 = port(() => this.port2);
        this.port2 = port(() => this.port1);
      }
    };
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
    // jsdom computes no pseudo-element styles (it says so on the console): antd asks for the element's.
    const computed = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element) => computed(element);
    window.scrollTo = () => {};
    window.scroll = () => {};
    window.Element.prototype.scroll = () => {};
    window.Element.prototype.scrollTo = () => {};
    window.Element.prototype.scrollIntoView = () => {};
  }
}
