/**
 * The three official government data sources of the API Documentation page (spec part 2 §2):
 * a legislative API needing a key, a publishing-office API needing a key, and the Federal
 * Register API needing none. The base URLs are the server's defaults (sync-server/config.ts);
 * a test checks they stay the same.
 */
export type UpdateFrequency = 'Real-time' | 'Daily';

export interface OfficialDataSource {
  id: 'congress' | 'govinfo' | 'federal-register';
  name: string;
  publisher: string;
  description: string;
  baseUrl: string;
  keyRequired: boolean;
  /** How a key is obtained, or why none is needed. */
  keyNote: string;
  /** The server setting that holds the key (none for the Federal Register). */
  keySetting?: string;
  updateFrequency: UpdateFrequency;
  dataProvided: readonly string[];
  /** The official documentation. */
  docsUrl: string;
}

export const officialDataSources: readonly OfficialDataSource[] = [
  {
    id: 'congress',
    name: 'Congress.gov API',
    publisher: 'Library of Congress',
    description:
      'Legislative data from Congress.gov: bills and resolutions as they are introduced and acted on, with their sponsors, status and summaries.',
    baseUrl: 'https://api.congress.gov/v3',
    keyRequired: true,
    keyNote: 'A free api.data.gov key, sent as api_key.',
    keySetting: 'CONGRESS_API_KEY',
    updateFrequency: 'Real-time',
    dataProvided: [
      'Bills and resolutions',
      'Actions and latest status',
      'Sponsors and cosponsors',
      'Bill summaries and text versions',
      'Amendments, committees and members',
    ],
    docsUrl: 'https://api.congress.gov',
  },
  {
    id: 'govinfo',
    name: 'GovInfo API',
    publisher: 'U.S. Government Publishing Office',
    description:
      'Official published documents of all three branches of the federal government, with their metadata and links to the authenticated text.',
    baseUrl: 'https://api.govinfo.gov',
    keyRequired: true,
    keyNote: 'A free api.data.gov key, sent as api_key.',
    keySetting: 'GOVINFO_API_KEY',
    updateFrequency: 'Daily',
    dataProvided: [
      'United States Code',
      'Public and private laws',
      'Congressional bills and the Congressional Record',
      'Code of Federal Regulations',
      'Federal Register issues',
      'U.S. court opinions',
    ],
    docsUrl: 'https://api.govinfo.gov/docs/',
  },
  {
    id: 'federal-register',
    name: 'Federal Register API',
    publisher: 'Office of the Federal Register (National Archives)',
    description: 'The daily journal of the United States government: agency rules, proposed rules and notices, and presidential documents.',
    baseUrl: 'https://www.federalregister.gov/api/v1',
    keyRequired: false,
    keyNote: 'No key needed: the API is open to everyone.',
    updateFrequency: 'Daily',
    dataProvided: [
      'Final rules',
      'Proposed rules',
      'Notices',
      'Presidential documents',
      'Significant documents and the agencies that issue them',
    ],
    docsUrl: 'https://www.federalregister.gov/developers/documentation/api/v1',
  },
];
