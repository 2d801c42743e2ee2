export { EditedEventProvider, useEditedEvent } from './editedEvent';
export const loadEditScreens = () => import(/* webpackChunkName: "edit" */ './screens');
