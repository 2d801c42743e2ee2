// Its own folder, apart from ui/form: the date picker it brings is loaded only with the screens
// that show dates, not with every route that has a form (sign-in, the event list).
export { DateField } from './DateField';
export { FormDateField } from './FormDateField';
export { TimeInput, normaliseTime } from './TimeInput';
