// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFigure, siteFigures, type SiteFigures } from '../../../core/data/figures';
import { outlineProblems } from '../../components/info/headingOutline';
import { headings, headingTexts, links, readText, renderScreen, screen } from '../../testing/render';
import { features, pageFigures } from './content';
import HowItWorksPage from './index';

describe('/how-it-works', () => {
  beforeAll(() => renderScreen(HowItWorksPage, { path: '/how-it-works' }));

  it('claims the true number of laws in the hero, not the spec’s 121', () => {
    expect(headingTexts(1)).toEqual(['How It Works']);
    const text = readText();
    expect(text).toContain(`Plain-English answers drawn from ${formatFigure(siteFigures.laws.total)} federal laws`);
    expect(text).not.toMatch(/\b121\b|38\+|10\+|97%|32,000/);
  });

  it('has the 4 steps, 4 features, 4 data sources and 4 principles', () => {
    expect(headingTexts(2)).toEqual([
      'How It Works in 4 Steps',
      'Platform Features',
      'Our Data Sources',
      'Our Core Principles',
      'Get Started',
    ]);
    const h3 = headingTexts(3);
    expect(h3.slice(0, 4)).toEqual([
      'Step 1: Ask Your Question',
      'Step 2: Analysis',
      'Step 3: Source Verification',
      'Step 4: Verify with an Attorney',
    ]);
    expect(h3.slice(4, 8)).toEqual([
      'Intelligent Legal Search',
      'Know Your Rights',
      'Congressional & Regulatory News',
      'Contract Drafting Assistant',
    ]);
    expect(h3.slice(8, 12).map((t) => t.replace(' (opens in a new tab)', ''))).toEqual([
      'United States Code',
      'GovInfo',
      'Congress.gov',
      'Federal Register',
    ]);
    expect(h3.slice(12)).toEqual(['Free for Everyone', 'Official Sources Only', 'Plain English', 'Honest About Limits']);
    expect(outlineProblems(headings())).toEqual([]);
  });

  it('shows the disclaimer and calls to action to / and /know-your-rights', () => {
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Start Your Research'],
        ['/know-your-rights', 'Know Your Rights'],
      ]),
    );
  });
});

describe('the figures of the page', () => {
  const holding: SiteFigures = { ...siteFigures, contractTypes: 10, contractTemplates: 6, quizQuestions: 240 };
  const empty: SiteFigures = { ...siteFigures, contractTypes: null, contractTemplates: null, quizQuestions: null };

  it('shows counts core/ holds, from figures.json', () => {
    const labels = pageFigures(holding).map((f) => `${f.value} ${f.label}`);
    expect(labels).toEqual([
      `${formatFigure(siteFigures.laws.total)} federal laws`,
      `${siteFigures.categories.total} categories`,
      '10 contract types',
      '240 quiz questions',
      `${siteFigures.laws.currentThrough} law currency`,
    ]);
    expect(features(holding)[3]!.text).toContain('Draft 10 kinds of agreements or start from 6 templates');
  });

  it('makes no claim about a count core/ does not hold yet', () => {
    expect(pageFigures(empty).map((f) => f.label)).toEqual(['federal laws', 'categories', 'law currency']);
    expect(features(empty)[3]!.text).not.toMatch(/\d/);
  });
});
