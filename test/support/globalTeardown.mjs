// jest globalTeardown of the projects that run servers (integration, e2e): see testPostgres.mjs.
export { tearDown as default } from './testPostgres.mjs';
