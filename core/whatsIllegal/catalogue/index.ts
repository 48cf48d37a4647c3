/**
 * The offence catalogue (docs/understanding.md "What's Illegal: the offence catalogue"): one JSON
 * file per title of the U.S. Code, each entry a section that makes conduct an offence, its
 * official heading, the conduct in everyday words and what an activity must name for it to apply,
 * written by reading the section's official text. The server reads it through ../foundOffences.ts;
 * the device loads it as its own chunk, only for a typed activity nothing prepared answers
 * (app/pages/state-laws/deviceAnswer.ts).
 */
import type { CatalogueEntry } from './types';
import t02 from './title-02.json';
import t04 from './title-04.json';
import t05 from './title-05.json';
import t07 from './title-07.json';
import t08 from './title-08.json';
import t10 from './title-10.json';
import t12 from './title-12.json';
import t13 from './title-13.json';
import t14 from './title-14.json';
import t15 from './title-15.json';
import t16 from './title-16.json';
import t17 from './title-17.json';
import t18 from './title-18.json';
import t19 from './title-19.json';
import t20 from './title-20.json';
import t21 from './title-21.json';
import t22 from './title-22.json';
import t25 from './title-25.json';
import t26 from './title-26.json';
import t27 from './title-27.json';
import t28 from './title-28.json';
import t29 from './title-29.json';
import t30 from './title-30.json';
import t31 from './title-31.json';
import t33 from './title-33.json';
import t34 from './title-34.json';
import t35 from './title-35.json';
import t36 from './title-36.json';
import t38 from './title-38.json';
import t40 from './title-40.json';
import t41 from './title-41.json';
import t42 from './title-42.json';
import t43 from './title-43.json';
import t45 from './title-45.json';
import t46 from './title-46.json';
import t47 from './title-47.json';
import t49 from './title-49.json';
import t50 from './title-50.json';
import t52 from './title-52.json';

export type { CatalogueEntry } from './types';

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...t02,
  ...t04,
  ...t05,
  ...t07,
  ...t08,
  ...t10,
  ...t12,
  ...t13,
  ...t14,
  ...t15,
  ...t16,
  ...t17,
  ...t18,
  ...t19,
  ...t20,
  ...t21,
  ...t22,
  ...t25,
  ...t26,
  ...t27,
  ...t28,
  ...t29,
  ...t30,
  ...t31,
  ...t33,
  ...t34,
  ...t35,
  ...t36,
  ...t38,
  ...t40,
  ...t41,
  ...t42,
  ...t43,
  ...t45,
  ...t46,
  ...t47,
  ...t49,
  ...t50,
  ...t52,
];
