import { describe, expect, it } from 'vitest';
import { findUnbackedClaims } from './unbacked-claims';

describe('findUnbackedClaims', () => {
  it.each([
    'Every booking is covered by our insurance.',
    'Our support team is available 24/7.',
    'Help is there round-the-clock.',
    'We guarantee the quality of every service.',
    'Pay through Partilha with protected payments.',
    'Your money is held in escrow until the job is done.',
    'Every provider passes identity verification.',
    'Rentals are part of the Partilha protection programme.',
    'Partilha does not charge fees; every rental is insured.',
  ])('flags a claim: %s', (sentence) => {
    expect(findUnbackedClaims(sentence)).toEqual([sentence]);
  });

  it.each([
    'Partilha does not provide insurance or any protection programme.',
    'It is not an identity check, so read their reviews as well.',
    'We do not have a phone line or round-the-clock support.',
    'Partilha provides no insurance, so check whether your own cover applies.',
    'Partilha doesn’t hold payments in escrow.',
    'Is the equipment I rent covered by insurance?',
  ])('accepts a denial or a question: %s', (sentence) => {
    expect(findUnbackedClaims(sentence)).toEqual([]);
  });

  it('judges each sentence on its own', () => {
    const text = 'We do not check identity documents. Every rental is insured.';
    expect(findUnbackedClaims(text)).toEqual(['Every rental is insured.']);
  });
});
