import type { OfficialLink } from '../types';

/** Official pages the knowledge points to (home pages of federal agencies and the Constitution Annotated). */
export const FAA: OfficialLink = { title: 'Federal Aviation Administration', url: 'https://www.faa.gov/' };
export const NPS: OfficialLink = { title: 'National Park Service', url: 'https://www.nps.gov/' };
export const FOREST_SERVICE: OfficialLink = { title: 'USDA Forest Service', url: 'https://www.fs.usda.gov/' };
export const FWS: OfficialLink = { title: 'U.S. Fish and Wildlife Service', url: 'https://www.fws.gov/' };
export const NOAA_FISHERIES: OfficialLink = { title: 'NOAA Fisheries', url: 'https://www.fisheries.noaa.gov/' };
export const NHTSA: OfficialLink = { title: 'National Highway Traffic Safety Administration', url: 'https://www.nhtsa.gov/' };
export const FMCSA: OfficialLink = { title: 'Federal Motor Carrier Safety Administration', url: 'https://www.fmcsa.dot.gov/' };
export const EPA: OfficialLink = { title: 'U.S. Environmental Protection Agency', url: 'https://www.epa.gov/' };
export const CPSC: OfficialLink = { title: 'U.S. Consumer Product Safety Commission', url: 'https://www.cpsc.gov/' };
export const SBA: OfficialLink = { title: 'U.S. Small Business Administration', url: 'https://www.sba.gov/' };
export const DOJ_CIVIL_RIGHTS: OfficialLink = {
  title: 'U.S. Department of Justice, Civil Rights Division',
  url: 'https://civilrights.justice.gov/',
};
export const FIRST_AMENDMENT: OfficialLink = {
  title: 'First Amendment (Constitution Annotated, Congress.gov)',
  url: 'https://constitution.congress.gov/constitution/amendment-1/',
};
export const EIGHTH_AMENDMENT: OfficialLink = {
  title: 'Eighth Amendment (Constitution Annotated, Congress.gov)',
  url: 'https://constitution.congress.gov/constitution/amendment-8/',
};
/** Where to find any state's and city's official sites. */
export const USA_GOV: OfficialLink = {
  title: 'USA.gov (official guide to federal, state and local government)',
  url: 'https://www.usa.gov/',
};
/** The official U.S. Code (Office of the Law Revision Counsel). */
export const US_CODE: OfficialLink = { title: 'United States Code (Office of the Law Revision Counsel)', url: 'https://uscode.house.gov/' };
