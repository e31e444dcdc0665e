import { describe, expect, it } from 'vitest';
import { findUnbackedClaims, findUnbackedClaimsIn } from './unbacked-claims';

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

describe('findUnbackedClaims in Portuguese', () => {
  it.each([
    'Todas as reservas estão cobertas pelo nosso seguro.',
    'A nossa equipa de apoio está disponível 24/7.',
    'Tens ajuda a qualquer hora.',
    'Garantimos a qualidade de todos os serviços.',
    'Paga através da Partilha com pagamentos protegidos.',
    'Todos os prestadores passam por uma verificação de identidade.',
    'Os alugueres fazem parte do programa de proteção da Partilha.',
    'A Partilha não cobra comissões; todos os alugueres estão segurados.',
  ])('flags a claim: %s', (sentence) => {
    expect(findUnbackedClaimsIn('pt-PT', sentence)).toEqual([sentence]);
  });

  it.each([
    'A Partilha não oferece seguro nem qualquer programa de proteção.',
    'Não é uma verificação de identidade, por isso lê também as avaliações.',
    'Não temos linha telefónica nem apoio a qualquer hora.',
    'O equipamento que alugo tem seguro?',
    'Para manter a Partilha segura, podemos ocultar avaliações.',
    'Equipamento inseguro ou que não funcione.',
  ])('accepts a denial, a question or a word for safety: %s', (sentence) => {
    expect(findUnbackedClaimsIn('pt-PT', sentence)).toEqual([]);
  });
});
