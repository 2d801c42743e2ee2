export { EditedEventProvider, useEditedEvent } from './editedEvent';
