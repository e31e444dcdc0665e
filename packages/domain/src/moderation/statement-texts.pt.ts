import type { Translation } from '../i18n/catalogue';
import { formatDate } from '../time/format-date';
import type { STATEMENT_TEXTS_EN } from './statement-texts';

export const STATEMENT_TEXTS_PT: Translation<typeof STATEMENT_TEXTS_EN> = {
  territorialScope: 'na União Europeia e no Espaço Económico Europeu',
  redressAppeal:
    'Recurso para a Partilha: podes pedir-nos que revejamos esta decisão no prazo de seis meses, a partir da ligação abaixo. Um moderador diferente vai decidir e comunicamos-te o resultado, com os motivos.',
  redressOutOfCourt:
    'Resolução extrajudicial: podes submeter a decisão a um organismo de resolução extrajudicial de litígios certificado ao abrigo do artigo 21.º do Regulamento dos Serviços Digitais da UE (a Comissão Europeia publica a lista) ou, enquanto consumidor, a uma entidade de resolução alternativa de litígios de consumo listada em consumidor.gov.pt.',
  redressCourts:
    'Tribunais: podes também levar o assunto aos tribunais portugueses ou aos tribunais do teu país de residência, quando o direito do consumo o permitir.',
  noAction: 'Decidimos não tomar nenhuma medida.',
  reviewHidden:
    'A tua avaliação está oculta: deixou de aparecer na Partilha e de contar para qualquer classificação, até esta decisão ser revertida.',
  listingSuspended:
    'O teu anúncio está suspenso: deixou de aparecer na pesquisa e não pode ser reservado, até esta decisão ser revertida.',
  accountSuspendedFor: (days, until) =>
    `A tua conta está suspensa durante ${days === 1 ? '1 dia' : `${days} dias`}, até ${formatDate(until)}: não podes iniciar sessão e os teus anúncios não são mostrados.`,
  accountSuspendedIndefinitely:
    'A tua conta está suspensa por tempo indeterminado: não podes iniciar sessão e os teus anúncios não são mostrados.',
  groundIllegal: (ground, law) => `${ground}: ${law}.`,
  groundTerms: (ground, heading, path) => `${ground}: a cláusula «${heading}» dos nossos termos (${path}).`,
  noGround: 'Sem fundamento: não foi aplicada nenhuma restrição.',
  whatHeading: 'O que decidimos',
  whatText: (restriction, kind, target, scope, from) =>
    `${restriction} ${kind}: «${target}». Aplica-se ${scope}, a partir de ${formatDate(from)}.`,
  factsHeading: 'Os factos em que nos baseámos',
  sourceHeading: 'Como chegou até nós',
  sourceNotice: 'Agimos com base numa denúncia que recebemos sobre este conteúdo.',
  sourceOwnInitiative: 'Agimos por iniciativa própria.',
  howHeading: 'Como decidimos',
  howText:
    'Esta decisão foi tomada por uma pessoa da nossa equipa de moderação. Não foram usados meios automáticos para detetar o conteúdo nem para tomar a decisão.',
  whyHeading: 'Porquê',
  redressHeading: 'O que podes fazer',
  appealBy: (deadline, url) => `Recorre até ${formatDate(deadline)}: ${url}`,
};
