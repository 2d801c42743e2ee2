// Apart from ui/form: the searchable list (Chakra's combobox and every zone's name) would
// otherwise join each chunk that imports a form piece, the sign-in page's too.
export { TimeZoneField } from './TimeZoneField';
