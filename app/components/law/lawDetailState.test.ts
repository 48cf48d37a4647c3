import { beforeEach, describe, expect, it } from 'vitest';
import { closeLawDetail, lawDetailClosed, lawDetailState, openLawDetail } from './lawDetailState';

beforeEach(() => {
  closeLawDetail();
  lawDetailClosed();
});

describe('the law detail store', () => {
  it('opens on a law and closes, keeping the law while the view animates out', () => {
    openLawDetail('usc-42-3604');
    expect(lawDetailState).toEqual({ lawId: 'usc-42-3604', opened: true });
    closeLawDetail();
    expect(lawDetailState).toEqual({ lawId: 'usc-42-3604', opened: false });
    lawDetailClosed();
    expect(lawDetailState).toEqual({ lawId: null, opened: false });
  });

  it('does not forget a law opened again before the previous close finished', () => {
    openLawDetail('a');
    closeLawDetail();
    openLawDetail('b');
    lawDetailClosed();
    expect(lawDetailState).toEqual({ lawId: 'b', opened: true });
  });
});
