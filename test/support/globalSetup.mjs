// jest globalSetup of the projects that run servers (integration, e2e): see testPostgres.mjs.
export { setUp as default } from './testPostgres.mjs';
