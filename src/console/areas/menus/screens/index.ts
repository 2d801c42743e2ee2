export { MenusScreen } from './MenusScreen';
