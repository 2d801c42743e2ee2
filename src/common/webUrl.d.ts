// src/common runs in browsers and in Node, which both have the WHATWG URL. The shared program
// (tsconfig.shared.json) has neither DOM nor Node types, so it declares the part it uses.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
