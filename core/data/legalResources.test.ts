import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allLegalResources,
  attorneyResources,
  importantInformation,
  legalAidServices,
  officialSiteGroups,
  specializedHelpGroups,
} from './legalResources';

const sharedList = fileURLToPath(new URL('../../../shared/data/legal-aid-resources.json', import.meta.url));

describe('the legal resources directory (spec part 2 §2, §9)', () => {
  it('has four free legal aid services, exactly two with a phone number', () => {
    expect(legalAidServices).toHaveLength(4);
    expect(legalAidServices.filter((r) => r.phone)).toHaveLength(2);
  });

  it('has four attorney-finding resources', () => {
    expect(attorneyResources).toHaveLength(4);
  });

  it('groups official sites as legislative, judicial and executive, every one a .gov site', () => {
    expect(officialSiteGroups.map((g) => g.id)).toEqual(['legislative', 'judicial', 'executive']);
    for (const group of officialSiteGroups) {
      expect(group.resources.length, group.id).toBeGreaterThan(0);
      for (const site of group.resources) expect(new URL(site.url).hostname, site.name).toMatch(/\.gov$/);
    }
  });

  it('gives specialized help for immigration, consumer protection, civil rights and housing from official sites', () => {
    expect(specializedHelpGroups.map((g) => g.heading)).toEqual(['Immigration', 'Consumer Protection', 'Civil Rights', 'Housing']);
    for (const group of specializedHelpGroups) {
      expect(group.resources.length, group.id).toBeGreaterThan(0);
      for (const site of group.resources) expect(new URL(site.url).hostname, site.name).toMatch(/\.gov$/);
    }
  });

  it('has an important-information box that mentions income limits', () => {
    expect(importantInformation.some((line) => /income limits/i.test(line))).toBe(true);
  });

  it('links only to https addresses, each resource once, each with a description', () => {
    const all = allLegalResources();
    for (const r of all) {
      expect(new URL(r.url).protocol, r.name).toBe('https:');
      expect(r.description.length, r.name).toBeGreaterThan(20);
    }
    expect(new Set(all.map((r) => r.url)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
  });

  it('writes phone numbers as dialable US numbers (or the 211 short code)', () => {
    for (const { name, phone } of allLegalResources()) {
      if (!phone) continue;
      if (phone.tel === '211') continue;
      expect(phone.tel, name).toMatch(/^\+1\d{10}$/);
      expect(phone.display.replace(/\D/g, '').replace(/^1/, ''), name).toBe(phone.tel.slice(2));
    }
  });

  it.skipIf(!existsSync(sharedList))('uses the checked addresses of ../shared/data/legal-aid-resources.json for the organisations it lists', () => {
    const shared = JSON.parse(readFileSync(sharedList, 'utf8')) as { name: string; url: string }[];
    const ours = new Set(allLegalResources().map((r) => r.url));
    for (const entry of shared) expect(ours.has(entry.url), entry.name).toBe(true);
  });
});
