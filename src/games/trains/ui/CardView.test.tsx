// @vitest-environment jsdom
/**
 * The card view: type letters, cost, money, VP, rule text on hover / tap in English and Korean, buttons.
 * Rules: docs/rules/trains.md.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CardView, faceName, groupCards } from './CardView.js';
import { renderWithI18n } from './testing.js';
import { must } from '../test-helpers.js';

afterEach(cleanup);

describe('CardView', () => {
  it('shows name, type letter, cost, money value and describes the card', () => {
    const { container } = renderWithI18n(<CardView card="limited-express" />);
    expect(screen.getByRole('img', { name: 'Limited Express (Train): cost 6, money 3, 0 VP' })).toBeTruthy();
    expect(must(container.querySelector('.tr-type-letter')).textContent).toBe('T');
    expect(must(container.querySelector('.tr-cost')).textContent).toBe('6');
    expect(must(container.querySelector('.tr-value')).textContent).toBe('+3');
    expect(container.querySelector('.tr-vp')).toBeNull();
  });

  it('shows both types of a Train with an action, and VP of a Victory card', () => {
    const { container } = renderWithI18n(
      <>
        <CardView card="freight-train" />
        <CardView card="skyscraper" />
      </>,
    );
    const [freight, sky] = container.querySelectorAll('.tr-card');
    expect([...must(freight).querySelectorAll('.tr-type-letter')].map((e) => e.textContent)).toEqual(['T', 'A']);
    expect(must(freight).querySelector('.has-action')).toBeTruthy();
    expect(must(must(sky).querySelector('.tr-vp')).textContent).toBe('★4');
  });

  it('opens the rule text on hover and on tap of its info button', () => {
    const { container } = renderWithI18n(<CardView card="garage" />);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.className).not.toContain('is-open');
    expect(tip.textContent).toContain('Draw two cards, then discard exactly two cards');
    fireEvent.mouseEnter(must(container.querySelector('.tr-card')));
    expect(tip.className).toContain('is-open');
    fireEvent.mouseLeave(must(container.querySelector('.tr-card')));
    expect(tip.className).not.toContain('is-open');
    fireEvent.click(screen.getByRole('button', { name: 'Rules of Garage' }));
    expect(tip.className).toContain('is-open');
    expect(screen.getByTestId('card-tip')).toBe(tip);
  });

  it('speaks Korean (name, type letter, rule text)', () => {
    const { container } = renderWithI18n(<CardView card="information-central" />, 'ko');
    expect(must(container.querySelector('.tr-card-name')).textContent).toBe('정보 관제소');
    expect(must(container.querySelector('.tr-type-letter')).textContent).toBe('액');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain('덱 맨 위 카드 4장을 보고');
  });

  it('is a button when it has an action, with its own label, and can be disabled or selected', () => {
    const onClick = vi.fn();
    renderWithI18n(<CardView card="lay-rails" onClick={onClick} actionLabel="Play Lay Rails" selected={false} />);
    const b = screen.getByRole('button', { name: 'Play Lay Rails' });
    expect(b.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(b);
    expect(onClick).toHaveBeenCalledOnce();
    cleanup();
    renderWithI18n(<CardView card="lay-rails" onClick={onClick} actionLabel="Play Lay Rails" disabled />);
    expect((screen.getByRole('button', { name: 'Play Lay Rails' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('groups cards with counts in first-seen order', () => {
    expect(groupCards(['normal-train', 'waste', 'normal-train'])).toEqual([
      { card: 'normal-train', count: 2 },
      { card: 'waste', count: 1 },
    ]);
  });

  it('long English words break with a hyphen on a narrow face, never mid-letter (faceName)', () => {
    expect(faceName('Maintenance Factory')).toBe('Mainte\u00adnance Factory');
    expect(faceName('Garage')).toBe('Garage');
    const { container } = renderWithI18n(<CardView card="collaboration" small />);
    const name = must(container.querySelector('.tr-card-name'));
    expect(name.textContent).toBe('Collabo\u00adration');
    expect(name.className).toContain('is-long');
  });
});
