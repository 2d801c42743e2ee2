export { OrganizersScreen } from './OrganizersScreen';
