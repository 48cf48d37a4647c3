import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules only (the terms promise AA). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only these rules' tags. */
  tags?: string[];
  /** Minor and moderate violations too, not only serious and critical ones. */
  everyImpact?: boolean;
}

/**
 * axe-core violations of serious or critical impact (every impact with `everyImpact`), as
 * "rule (impact): target — help" lines.
 */
export async function seriousAccessibilityViolations(page: Page, { include, tags, everyImpact = false }: AxeCheck = {}): Promise<string[]> {
  // resultTypes: only violations are collected in full (passes and the rest stop at their first
  // node), which cuts axe's run on long pages; the violations found are the same.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) axe = axe.include(include);
  if (tags) axe = axe.withTags(tags);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
