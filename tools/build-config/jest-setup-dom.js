require('@testing-library/jest-dom');
// Chakra UI needs these in jsdom
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!global.PointerEvent) {
  global.PointerEvent = class extends MouseEvent {};
}
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a first render of a Chakra page in jsdom can take
// longer than a second on a busy two-core machine, and a slow machine must not fail a test whose assertion holds.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
