export { CheckInScreen } from './CheckInScreen';
