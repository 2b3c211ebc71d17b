// jsdom lacks several web platform globals that react-router 7 and others need: copy Node's into the jsdom global.
const { TestEnvironment } = require('jest-environment-jsdom');

class Env extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'Request',
      'Response',
      'Headers',
      'fetch',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'BroadcastChannel',
      'AbortController',
      'AbortSignal',
      'crypto',
    ]) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
    if (!g.crypto || !g.crypto.subtle) g.crypto = globalThis.crypto;
  }
}
module.exports = Env;
