export { RightsBrowser, RIGHTS_HEADING, RIGHTS_INTRO } from './RightsBrowser';
