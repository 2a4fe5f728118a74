import { describe, expect, it } from 'vitest';
import { checkSubscriberName, validateNewsletterForm } from './newsletter';

describe('validateNewsletterForm (PRODUCT.md "Input rules")', () => {
  it('trims names and checks the email', () => {
    expect(validateNewsletterForm({ firstName: ' Jo ', lastName: 'Li', email: 'jo@example.com.au' })).toEqual({});
    expect(validateNewsletterForm({ firstName: ' J ', lastName: 'Li', email: 'jo@example' })).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    expect(validateNewsletterForm({ firstName: 'Jo', lastName: ' ', email: ' jo@example.com ' })).toEqual({
      lastName: 'Last name is required',
    });
  });

  it('has one message for any address the email rule refuses, an over-long one too', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(validateNewsletterForm({ firstName: 'Jo', lastName: 'Li', email })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('checkSubscriberName: the joined name holds the form rule', () => {
  it.each(['Jo Li', ' Kate  Nguyen ', 'Mary Ann Lee', 'J Smith Jones', 'Kate Van Der Berg'])('takes %j', (name) => {
    expect(checkSubscriberName(name)).toBeNull();
  });

  it.each(['J', 'Kate', 'J Smith', 'Kate L', ' Kate   L ', 'a b c'])('refuses %j', (name) => {
    expect(checkSubscriberName(name)).toBe('Name must be a first and last name of at least 2 characters each');
  });
});
