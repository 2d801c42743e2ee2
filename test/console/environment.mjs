// jsdom, plus the web platform pieces Node has and jsdom lacks (fetch API, streams, encoders),
// which react-router and Connect use.
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

export default class ConsoleEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}
