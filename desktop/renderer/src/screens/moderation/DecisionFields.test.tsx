// @vitest-environment jsdom
import { MODERATION_MESSAGES } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkDecision, decisionChoices, EMPTY_DECISION_FORM, type DecisionForm } from './decision-form';
import { DecisionFields } from './DecisionFields';

/** The fields as the dialog holds them: every problem shown, as after a first "Decide". */
function Form({ kinds }: { kinds: Array<'listing' | 'profile' | 'review'> }) {
  const [form, setForm] = useState<DecisionForm>(EMPTY_DECISION_FORM);
  const check = checkDecision(form, ['c1']);
  return (
    <DecisionFields
      form={form}
      onChange={(changes) => setForm((now) => ({ ...now, ...changes }))}
      choices={decisionChoices(kinds)}
      problems={check.ok ? {} : check.problems}
      disabled={false}
    />
  );
}

describe('decision fields', () => {
  it('offers only the decisions that fit every chosen kind', () => {
    render(<Form kinds={['listing', 'review']} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'No action',
      'Restrict the account',
    ]);
  });

  it('asks for the duration of an account restriction and the ground of any restriction', async () => {
    render(<Form kinds={['profile']} />);
    expect(screen.getByText(MODERATION_MESSAGES.invalidDecision)).toBeInTheDocument();
    expect(screen.queryByLabelText('Duration')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Restrict the account' }));
    const duration = screen.getByLabelText('Duration');
    expect([...(duration as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '365 days',
      'Indefinitely',
    ]);
    expect(screen.getByText(MODERATION_MESSAGES.groundRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Illegal content' }));
    expect(screen.getByLabelText('Law relied on')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MODERATION_MESSAGES.legalGroundRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Against the terms of service' }));
    expect(screen.queryByLabelText('Law relied on')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Clause of the terms'), 'acceptable-use');
    expect(screen.queryByText(MODERATION_MESSAGES.clauseRequired)).toBeNull();
  });

  it('shows no ground for "no action"', async () => {
    render(<Form kinds={['listing']} />);
    await userEvent.click(screen.getByRole('radio', { name: 'No action' }));
    expect(screen.queryByRole('radiogroup', { name: 'Ground' })).toBeNull();
    expect(screen.getByLabelText(/^Facts relied on/)).toHaveAttribute('aria-invalid', 'true');
  });
});
