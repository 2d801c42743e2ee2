export { SpeakersScreen } from './SpeakersScreen';
export { SpeakerEditorScreen } from './SpeakerEditorScreen';
