export { ScheduleScreen } from './ScheduleScreen';
export { MeetingEditorScreen } from './MeetingEditorScreen';
