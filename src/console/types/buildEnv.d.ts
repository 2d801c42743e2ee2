// webpack replaces process.env.NODE_ENV at build time; the browser programs have no Node types.
declare const process: { env: { NODE_ENV?: string } };
