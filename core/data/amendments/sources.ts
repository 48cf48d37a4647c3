/** Where the official text of an amendment is published (shared/data/README.md link patterns). */

/** The amendment's page on constitution.congress.gov. */
export const CONSTITUTION_ORIGIN = 'https://constitution.congress.gov';
export const constitutionPath = (n: number) => `/constitution/amendment-${n}/`;

/** The National Archives transcripts: the Bill of Rights, and amendments 11-27. */
export const ARCHIVES_ORIGIN = 'https://www.archives.gov';
export const BILL_OF_RIGHTS_TRANSCRIPT_PATH = '/founding-docs/bill-of-rights-transcript';
export const AMENDMENTS_11_27_TRANSCRIPT_PATH = '/founding-docs/amendments-11-27';
export const archivesTranscriptPath = (n: number) => (n <= 10 ? BILL_OF_RIGHTS_TRANSCRIPT_PATH : AMENDMENTS_11_27_TRANSCRIPT_PATH);
