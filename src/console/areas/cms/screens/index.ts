export { PlaceScreen } from './PlaceScreen';
export { PlaceSectionScreen, InfoSectionScreen } from './SectionScreen';
export { LocationScreen } from './LocationScreen';
export { InfoScreen } from './InfoScreen';
