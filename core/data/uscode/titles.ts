/**
 * Official names of the U.S. Code titles present in release point 119-100 (1-54; Title 53 is
 * reserved and has no sections). Not in the section data: written from the Office of the Law
 * Revision Counsel's title list; corpus tests check every title in the data has a name here.
 */
export const uscodeTitleNames: Readonly<Record<number, string>> = {
  1: 'General Provisions',
  2: 'The Congress',
  3: 'The President',
  4: 'Flag and Seal, Seat of Government, and the States',
  5: 'Government Organization and Employees',
  6: 'Domestic Security',
  7: 'Agriculture',
  8: 'Aliens and Nationality',
  9: 'Arbitration',
  10: 'Armed Forces',
  11: 'Bankruptcy',
  12: 'Banks and Banking',
  13: 'Census',
  14: 'Coast Guard',
  15: 'Commerce and Trade',
  16: 'Conservation',
  17: 'Copyrights',
  18: 'Crimes and Criminal Procedure',
  19: 'Customs Duties',
  20: 'Education',
  21: 'Food and Drugs',
  22: 'Foreign Relations and Intercourse',
  23: 'Highways',
  24: 'Hospitals and Asylums',
  25: 'Indians',
  26: 'Internal Revenue Code',
  27: 'Intoxicating Liquors',
  28: 'Judiciary and Judicial Procedure',
  29: 'Labor',
  30: 'Mineral Lands and Mining',
  31: 'Money and Finance',
  32: 'National Guard',
  33: 'Navigation and Navigable Waters',
  34: 'Crime Control and Law Enforcement',
  35: 'Patents',
  36: 'Patriotic and National Observances, Ceremonies, and Organizations',
  37: 'Pay and Allowances of the Uniformed Services',
  38: "Veterans' Benefits",
  39: 'Postal Service',
  40: 'Public Buildings, Property, and Works',
  41: 'Public Contracts',
  42: 'The Public Health and Welfare',
  43: 'Public Lands',
  44: 'Public Printing and Documents',
  45: 'Railroads',
  46: 'Shipping',
  47: 'Telecommunications',
  48: 'Territories and Insular Possessions',
  49: 'Transportation',
  50: 'War and National Defense',
  51: 'National and Commercial Space Programs',
  52: 'Voting and Elections',
  54: 'National Park Service and Related Programs',
};

/** "Title 42 — The Public Health and Welfare" */
export function uscodeTitleLabel(title: number): string {
  const name = uscodeTitleNames[title];
  return name ? `Title ${title} — ${name}` : `Title ${title}`;
}
