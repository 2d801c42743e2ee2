export { idbStorage } from './idbStorage';
