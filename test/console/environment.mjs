// jsdom, plus the web platform pieces Node has and jsdom lacks (fetch API, streams, encoders),
// which react-router and Connect use.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class ConsoleEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const {
      Request,
      Response,
      Headers,
      fetch,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    } = globalThis;
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
