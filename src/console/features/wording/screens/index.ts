export { WordingScreen } from './WordingScreen';
