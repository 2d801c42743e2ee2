export { StatisticsScreen } from './StatisticsScreen';
