export { ImportScreen } from './ImportScreen';
