import { HELLO_EMAIL, legalLastUpdatedPt, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import { LateCancellationRule } from './rule-facts';
import type { StaticPageContent } from './static-content';

/**
 * The terms in European Portuguese. The sections a moderation decision can cite (TERMS_CLAUSES)
 * keep the English anchors, so `/legal/terms#acceptable-use` finds its clause in both languages.
 */
export const TERMS_CONTENT_PT: StaticPageContent = {
  intro:
    'Estes termos são o acordo entre ti e a Partilha para a utilização do site da Partilha. Tentámos escrevê-los de forma simples; lê-os antes de anunciares ou reservares seja o que for.',
  get lastUpdated() {
    return legalLastUpdatedPt();
  },
  sections: [
    {
      heading: 'Sobre estes termos',
      body: (
        <p>
          A Partilha é um mercado comunitário local gerido a partir de Lisboa, Portugal (“Partilha”, “nós”). Ao criares
          uma conta, aceitas estes termos, as <PageLink to="/support/guidelines" /> e a <PageLink to="/legal/privacy" />
          . Os visitantes que apenas navegam ficam vinculados às partes que se lhes aplicam.
        </p>
      ),
    },
    {
      heading: 'Quem pode usar a Partilha',
      anchor: 'who-can-use-partilha',
      body: (
        <ul>
          <li>Tens de ter pelo menos 18 anos e capacidade para celebrar contratos.</li>
          <li>Podes ter uma única conta pessoal. Mantém os dados dela verdadeiros e atualizados.</li>
          <li>Não partilhes a tua palavra-passe; és responsável pelo que for feito com a tua conta.</li>
        </ul>
      ),
    },
    {
      heading: 'O que a Partilha faz, e o que não faz',
      body: (
        <>
          <p>
            A Partilha permite aos membros publicar anúncios, encontrar-se, pedir e combinar reservas, trocar mensagens
            e deixar avaliações. Quando dois membros combinam uma reserva, o acordo é entre eles:{' '}
            <strong>a Partilha não é parte desse acordo</strong>, não é empregadora nem representante do prestador e não
            é dona do equipamento anunciado nem o inspeciona.
          </p>
          <p>
            A Partilha não processa, não guarda nem reembolsa pagamentos. Usar a Partilha é gratuito; se isso algum dia
            mudar, avisamos-te com antecedência, e os novos custos não se aplicam a reservas já feitas.
          </p>
        </>
      ),
    },
    {
      heading: 'Anúncios',
      anchor: 'listings',
      body: (
        <ul>
          <li>Descreve com honestidade o que ofereces, com fotografias tuas do artigo real e um preço verdadeiro.</li>
          <li>Oferece apenas o que tens direito a oferecer, e apenas o que é legal oferecer em Portugal.</li>
          <li>
            O equipamento tem de estar em bom estado, a funcionar e sem pôr ninguém em risco, com as instruções de que o
            cliente precise.
          </li>
          <li>
            És responsável por qualquer licença, qualificação, registo ou obrigação fiscal que se aplique ao que
            ofereces.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Reservas e cancelamentos',
      anchor: 'bookings-and-cancellations',
      body: (
        <>
          <p>
            Um pedido de reserva é uma proposta ao proprietário. A reserva fica combinada quando o proprietário a
            confirma, nos termos que a reserva mostra nesse momento. O total indicado na Partilha é uma estimativa; o
            preço final é o que combinarem entre vocês.
          </p>
          <p>
            Qualquer um dos membros pode cancelar, dentro do que a reserva permite. Um cancelamento feito a{' '}
            <LateCancellationRule /> fica registado como tardio; os cancelamentos de um cliente aparecem no seu perfil
            como a sua fiabilidade nas reservas. Qualquer reembolso, caução ou compensação é um assunto a resolver entre
            os dois membros.
          </p>
        </>
      ),
    },
    {
      heading: 'Avaliações e outros conteúdos',
      anchor: 'reviews-and-other-content',
      body: (
        <>
          <p>
            As avaliações têm de descrever a tua própria experiência da reserva. Manténs os direitos sobre o que
            publicas; autorizas a Partilha a guardá-lo e a mostrá-lo na Partilha enquanto estiver publicado, que é tudo
            o que precisamos para prestar o serviço.
          </p>
          <p>Não publiques nada ilegal, nem nada que pertença a outra pessoa sem a sua autorização.</p>
        </>
      ),
    },
    {
      heading: 'Utilização aceitável',
      anchor: 'acceptable-use',
      body: (
        <ul>
          <li>Nada de fraude, assédio, discriminação, spam ou anúncios enganosos.</li>
          <li>
            Nada de recolher dados de outros membros, extrair conteúdos do site ou contornar os seus limites e
            verificações.
          </li>
          <li>Nada de tentativas de avariar, sobrecarregar ou aceder sem autorização à Partilha.</li>
        </ul>
      ),
    },
    {
      heading: 'Moderação e encerramento de contas',
      body: (
        <p>
          Para manter a Partilha segura, podemos ocultar avaliações, suspender anúncios ou suspender contas que violem
          estes termos ou as regras da comunidade, e dizemos-te porquê, a não ser que a lei o impeça. Podes encerrar a
          tua conta a qualquer momento escrevendo para{' '}
          <MailLink address={SUPPORT_EMAIL} subject="Encerrar a minha conta" />.
        </p>
      ),
    },
    {
      heading: 'Responsabilidade',
      body: (
        <>
          <p>
            Os membros são responsáveis pelos seus anúncios, pelas suas reservas e pela forma como tratam os bens uns
            dos outros. A Partilha não oferece nenhum seguro, por isso verifica se a tua própria apólice se aplica. A
            Partilha não é responsável pelos acordos entre membros nem por perdas ou danos que deles resultem, na medida
            em que a lei o permita.
          </p>
          <p>
            Trabalhamos para manter a Partilha disponível e correta, mas não podemos prometer que nunca terá
            interrupções ou erros. Nada nestes termos limita a responsabilidade que a lei não permite limitar, nem os
            teus direitos enquanto consumidor.
          </p>
        </>
      ),
    },
    {
      heading: 'Alterações a estes termos',
      body: (
        <p>
          Quando alteramos estes termos, atualizamos a data no topo e, se as alterações forem relevantes, avisamos os
          membros por e-mail antes de entrarem em vigor. Se não concordares, podes encerrar a tua conta.
        </p>
      ),
    },
    {
      heading: 'Lei aplicável e litígios',
      body: (
        <p>
          Estes termos regem-se pela lei portuguesa. Se viveres noutro país da UE como consumidor, manténs a proteção
          das normas imperativas desse país. Os litígios são resolvidos nos tribunais portugueses, ou nos tribunais do
          teu país de residência quando a lei de defesa do consumidor te dá essa escolha. Os consumidores podem também
          recorrer a uma entidade de resolução alternativa de litígios de consumo; a Direção-Geral do Consumidor publica
          a lista em consumidor.gov.pt.
        </p>
      ),
    },
    {
      heading: 'Contacto',
      body: (
        <p>
          Perguntas sobre estes termos: <MailLink address={HELLO_EMAIL} subject="Termos de Serviço" />.
        </p>
      ),
    },
  ],
  related: ['/legal/privacy', '/legal/cookies', '/support/guidelines'],
};
