import type { Translation } from '../i18n/catalogue';
import type { REPORT_FORM_TEXTS_EN, STATEMENT_VIEW_TEXTS_EN } from './moderation-ui-texts';

const REPORT_TITLES = { listing: 'Denunciar anúncio', profile: 'Denunciar perfil', review: 'Denunciar avaliação' };

export const REPORT_FORM_TEXTS_PT: Translation<typeof REPORT_FORM_TEXTS_EN> = {
  intro:
    'Diz-nos o que está errado. Uma pessoa da nossa equipa analisa todas as denúncias e informamos-te da nossa decisão.',
  reasonLabel: 'Motivo',
  legalGroundLabel: 'Que lei achas que é violada?',
  legalGroundPlaceholder: 'Escolhe um fundamento legal…',
  explanationLabel: 'Explicação',
  explanationHelper: 'O que está errado, e onde? Ligações ou citações ajudam.',
  nameLabel: 'O teu nome',
  emailLabel: 'O teu endereço de e-mail',
  memberHelper: 'Da tua conta. Escrevemos-te sobre esta denúncia.',
  guestHelper: 'Enviamos uma ligação de confirmação para este endereço; a tua denúncia conta depois de a confirmares.',
  privacy: 'A pessoa que denuncias não vê o teu nome nem o teu endereço de e-mail.',
  goodFaith: 'Confirmo que as informações desta denúncia são exatas e completas e que a faço de boa-fé.',
  submit: 'Enviar denúncia',
  cancel: 'Cancelar',
  close: 'Concluído',
  submittedTitle: 'Denúncia enviada',
  confirmTitle: 'Verifica o teu e-mail',
  title: (kind) => REPORT_TITLES[kind],
};

export const STATEMENT_VIEW_TEXTS_PT: Translation<typeof STATEMENT_VIEW_TEXTS_EN> = {
  title: 'Exposição de motivos',
  committed: 'Em vigor',
  reversed: 'Revertida após recurso',
  reversedNote: 'Recurso deferido: a restrição foi levantada.',
};
