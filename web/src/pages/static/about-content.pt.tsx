import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, MAX_LISTING_IMAGES, ROUTE_TITLES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { MailLink, PageLink, SUPPORT_EMAIL, UiText } from './content-links';
import { BookingStatusList, LateCancellationRule, ReliabilityLevels, ReviewCategoryList } from './rule-facts';
import type { StaticContentMap } from './static-content';

export const ABOUT_CONTENT_PT: StaticContentMap<'/about' | '/about/how-it-works' | '/about/trust-and-safety'> = {
  '/about': {
    intro: (
      <>
        A Partilha é um mercado comunitário local feito em Portugal. As pessoas oferecem as suas competências à hora e
        alugam equipamento ao dia a quem vive perto.
      </>
    ),
    sections: [
      {
        heading: 'O que podes fazer na Partilha',
        body: (
          <ul>
            <li>
              <strong>Oferecer um serviço</strong>, com preço por hora: montagem de móveis, pequenas reparações em casa,
              jardinagem, cuidar de animais, explicações, ajuda com informática e muito mais.
            </li>
            <li>
              <strong>Alugar o teu equipamento</strong>, com preço por dia: ferramentas elétricas, material de campismo,
              máquinas fotográficas, material para festas.
            </li>
            <li>
              <strong>Encontrar o que precisas</strong> por tipo, categoria, preço e localidade, na{' '}
              <Link to="/search">Pesquisa</Link>.
            </li>
            <li>
              <strong>Pedir uma reserva</strong>, combinar os detalhes com o proprietário nas mensagens da reserva e, no
              fim, trocar avaliações.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Porque a criámos',
        body: (
          <p>
            Há muitas coisas úteis que passam a maior parte da vida fechadas num armário, e muita gente com competências
            pelas quais os vizinhos pagariam de bom grado. Pedir emprestado em vez de comprar custa menos e desperdiça
            menos, e é mais fácil confiar em alguém da tua terra. A Partilha junta as duas partes, perto de casa.
          </p>
        ),
      },
      {
        heading: 'O que a Partilha é, e o que não é',
        body: (
          <>
            <p>
              A Partilha é o sítio onde os membros se encontram e combinam reservas. O acordo em si é entre os dois
              membros: a Partilha não emprega prestadores, não é dona do equipamento anunciado e não trata de pagamentos
              — o pagamento combina-se diretamente com o proprietário.
            </p>
            <p>
              Todos os pormenores estão nos <PageLink to="/legal/terms" />.
            </p>
          </>
        ),
      },
    ],
    related: ['/about/how-it-works', '/about/trust-and-safety', '/company/about'],
  },

  '/about/how-it-works': {
    intro: 'Desde encontrar um anúncio até deixar uma avaliação, é assim que funciona uma reserva na Partilha.',
    sections: [
      {
        heading: 'Encontra o que precisas',
        body: (
          <p>
            Explora os <Link to="/marketplace/services">serviços</Link> ou o{' '}
            <Link to="/marketplace/equipment">equipamento</Link>, ou <Link to="/search">pesquisa</Link> por texto,
            categoria, preço e localidade. Cada anúncio mostra o preço, as fotografias, a localização e quem o oferece;
            abre o perfil dessa pessoa para veres as classificações, as avaliações e a fiabilidade nas reservas.
          </p>
        ),
      },
      {
        heading: 'Envia um pedido de reserva',
        body: (
          <p>
            Escolhe um ou mais dias no calendário do anúncio — não é possível escolher dias passados nem dias já
            reservados —, indica as horas por dia e, se quiseres, junta uma nota. A Partilha mostra uma estimativa do
            total e envia o teu pedido ao proprietário, que recebe uma notificação e um e-mail.
          </p>
        ),
      },
      {
        heading: 'Combina os detalhes',
        body: (
          <p>
            Cada reserva tem a sua própria conversa, só para os dois. Enquanto um pedido está pendente ou em negociação,
            qualquer um de vocês pode alterar as datas, as horas ou as notas, e o proprietário pode ajustar o preço.
            Qualquer alteração passa a reserva para “<UiText of={() => BOOKING_STATUS_LABELS.negotiating} />” e avisa a
            outra pessoa.
          </p>
        ),
      },
      {
        heading: 'Confirmação',
        body: (
          <p>
            O proprietário confirma ou recusa o pedido. Depois de confirmada, esses dias ficam bloqueados no calendário
            do anúncio e mais ninguém os pode reservar. Qualquer um de vocês pode ainda cancelar uma reserva confirmada;
            um cancelamento feito a <LateCancellationRule /> conta como cancelamento tardio.
          </p>
        ),
      },
      {
        heading: 'Combina o pagamento diretamente',
        body: (
          <p>
            A Partilha não processa pagamentos. O pagamento é combinado diretamente com o proprietário — acerta com ele
            o valor e a forma de pagamento nas mensagens da reserva. O total mostrado quando reservas é uma estimativa.
          </p>
        ),
      },
      {
        heading: 'Depois da reserva',
        body: (
          <p>
            Quando o trabalho estiver feito ou o equipamento tiver sido devolvido, o proprietário marca a reserva como
            concluída. Depois, avaliam-se um ao outro: o cliente classifica o proprietário em{' '}
            <ReviewCategoryList type="owner" />; o proprietário classifica o cliente em{' '}
            <ReviewCategoryList type="renter" />.
          </p>
        ),
      },
      { heading: 'O que significa cada estado da reserva', body: <BookingStatusList /> },
      {
        heading: 'Oferecer algo teu',
        body: (
          <p>
            Com o perfil completo, <Link to="/create/service">cria um serviço</Link> ou{' '}
            <Link to="/create/equipment">anuncia equipamento</Link> em seis passos curtos, com até {MAX_LISTING_IMAGES}{' '}
            fotografias. Os pedidos chegam a{' '}
            <Link to="/account/bookings">
              <UiText of={() => ROUTE_TITLES.myBookings} />
            </Link>
            , em “<UiText of={() => BOOKING_MESSAGES.receivedTab} />
            ”.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/support/safety', '/about/trust-and-safety'],
  },

  '/about/trust-and-safety': {
    intro:
      'A Partilha funciona porque os membros tratam diretamente uns com os outros. Explicamos aqui o que fazemos para te ajudar a escolher com quem tratar, o que não fazemos e o que podes verificar por ti.',
    sections: [
      {
        heading: 'O que a Partilha faz',
        body: (
          <ul>
            <li>Os membros confirmam o seu endereço de e-mail quando criam conta.</li>
            <li>
              Os perfis públicos mostram as classificações como prestador e como cliente, com as avaliações que as
              sustentam.
            </li>
            <li>
              Só as duas pessoas de uma reserva se podem avaliar, uma avaliação para cada lado, depois de a reserva
              estar concluída (um proprietário também pode avaliar um cliente que cancelou tardiamente).
            </li>
            <li>Um selo de Fiabilidade nas reservas mostra com que frequência alguém cancela tardiamente.</li>
            <li>A equipa da Partilha pode marcar um prestador como Prestador verificado.</li>
            <li>
              A nossa equipa analisa as avaliações denunciadas e pode ocultar avaliações ou suspender anúncios que
              violem as <PageLink to="/support/guidelines" />.
            </li>
            <li>
              Uma reserva e as suas mensagens só são visíveis para as duas pessoas envolvidas; a nossa equipa pode ver
              uma reserva quando analisa um problema.
            </li>
          </ul>
        ),
      },
      {
        heading: 'O que a Partilha não faz',
        body: (
          <ul>
            <li>Não verificamos documentos de identificação. O nome de um perfil é o que o membro escreveu.</li>
            <li>
              Não oferecemos seguro nem qualquer programa de proteção. Perdas ou danos são um assunto entre os dois
              membros, por isso combina nas mensagens o que acontece se alguma coisa se estragar.
            </li>
            <li>Não processamos nem guardamos pagamentos, por isso não os podemos reembolsar.</li>
            <li>
              Não temos linha telefónica nem apoio a qualquer hora. Somos uma equipa pequena e respondemos por e-mail,
              em <MailLink address={SUPPORT_EMAIL} />.
            </li>
          </ul>
        ),
      },
      {
        heading: 'O selo de Prestador verificado',
        body: (
          <p>
            O selo é atribuído à mão pela equipa da Partilha; ninguém o pode atribuir a si próprio. Significa que a
            nossa equipa analisou a conta do prestador e a sua atividade na Partilha. Não é uma verificação de
            identidade nem uma promessa sobre a qualidade do trabalho — lê também as avaliações.
          </p>
        ),
      },
      {
        heading: 'Fiabilidade nas reservas',
        body: (
          <>
            <p>
              O selo num perfil compara as reservas que essa pessoa cancelou tardiamente como cliente com todas as
              reservas terminadas em que participou como cliente, concluídas ou canceladas. Um cancelamento é tardio
              quando é feito a <LateCancellationRule />. O selo indica:
            </p>
            <ReliabilityLevels />
          </>
        ),
      },
      {
        heading: 'Os teus dados',
        body: (
          <p>
            A tua conta, os teus anúncios, reservas e mensagens ficam guardados no servidor da própria Partilha, na
            União Europeia. O teu endereço de e-mail nunca aparece no teu perfil e não usamos rastreadores de
            publicidade. Consulta a <PageLink to="/legal/privacy" />.
          </p>
        ),
      },
      {
        heading: 'Se alguma coisa correr mal',
        body: (
          <ul>
            <li>Numa emergência, liga 112.</li>
            <li>Fala primeiro com o outro membro, nas mensagens da reserva, para que fique registado.</li>
            <li>Denuncia uma avaliação que viole as regras com o botão Denunciar da avaliação.</li>
            <li>
              Para tudo o resto — um anúncio, um membro, um problema com a tua conta — escreve para{' '}
              <MailLink address={SUPPORT_EMAIL} /> com a ligação para a reserva ou o anúncio.
            </li>
          </ul>
        ),
      },
    ],
    related: ['/support/safety', '/support/guidelines', '/support/contact'],
  },
};
