export { EventListScreen } from './EventListScreen';
