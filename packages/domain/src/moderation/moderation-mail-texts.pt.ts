import type { Translation } from '../i18n/catalogue';
import type { MODERATION_MAIL_TEXTS_EN } from './moderation-mail-texts';

/** "o anúncio", "o perfil", "a avaliação": the item with its article, from its Portuguese label. */
function theItem(kind: string): string {
  const word = kind.toLowerCase();
  return `${word === 'avaliação' ? 'a' : 'o'} ${word}`;
}

/** "ao teu anúncio", "à tua avaliação". */
function aboutYour(kind: string): string {
  const word = kind.toLowerCase();
  return word === 'avaliação' ? `à tua ${word}` : `ao teu ${word}`;
}

export const MODERATION_MAIL_TEXTS_PT: Translation<typeof MODERATION_MAIL_TEXTS_EN> = {
  greeting: (name) => (name ? `Olá, ${name}:` : 'Olá:'),
  signature: 'A equipa da Partilha',
  reasonLine: (reason) => `Motivo: ${reason}`,
  acknowledgementSubject: 'Recebemos a tua denúncia — Partilha',
  acknowledgementIntro: 'Obrigado pela tua denúncia. Já chegou aos nossos moderadores:',
  acknowledgementNext:
    'Uma pessoa da nossa equipa vai analisá-la, sem decisões automatizadas, e enviamos-te a nossa decisão por e-mail.',
  confirmationSubject: 'Confirma a tua denúncia — Partilha',
  confirmationIntro: 'Denunciaste isto na Partilha:',
  confirmationLink: (url) => `Confirma a tua denúncia abrindo esta ligação nas próximas 24 horas:\n${url}`,
  confirmationIgnore: 'Se não fizeste esta denúncia, ignora este e-mail: nada será enviado aos nossos moderadores.',
  statementSubject: (kind, label) => `Partilha: a nossa decisão relativa ${aboutYour(kind)} «${label}»`,
  statementIntro:
    'A nossa equipa de moderação restringiu conteúdo da tua conta. Esta é a nossa exposição de motivos: o que decidimos, porquê e o que podes fazer.',
  statementReadOnline: (url) => `Lê esta exposição de motivos na Partilha e recorre: ${url}`,
  notifierSubject: 'Partilha: a nossa decisão sobre a tua denúncia',
  notifierThanks: (kind, label, url) => `Obrigado pela tua denúncia sobre ${theItem(kind)} «${label}» (${url}).`,
  notifierNoAction: 'Analisámos o caso e decidimos não tomar nenhuma medida.',
  notifierHideReview: 'Analisámos o caso e ocultámos a avaliação.',
  notifierSuspendListing: 'Analisámos o caso e suspendemos o anúncio.',
  notifierRestrictAccount: 'Analisámos o caso e restringimos a conta responsável.',
  notifierAnonymous: 'Não dizemos ao membro visado quem o denunciou.',
  appealGrantedSubject: 'Partilha: o teu recurso foi deferido',
  appealRejectedSubject: 'Partilha: o teu recurso foi indeferido',
  appealReviewed: (label) =>
    `Analisámos o teu recurso contra a nossa decisão sobre «${label}». Foi revisto por um moderador diferente daquele que tomou a decisão.`,
  appealReasons: (reasons) => `Os nossos motivos:\n${reasons}`,
  appealOnline: (url) =>
    `A decisão e o teu recurso na Partilha: ${url} (ou a ligação no nosso primeiro e-mail sobre o assunto).`,
  appealNoteSubject: 'Partilha: novidades sobre a tua denúncia',
  appealNoteReported: (label, url) => `Denunciaste «${label}» (${url}) e nós restringimo-lo.`,
  appealNoteLifted:
    'O membro visado recorreu e, após revisão, um moderador diferente levantou a restrição. Obrigado pela tua denúncia.',
};
