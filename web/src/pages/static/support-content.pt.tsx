import { BOOKING_MESSAGES, ROUTE_TITLES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { HELLO_EMAIL, MailLink, PageLink, SUPPORT_EMAIL, UiText } from './content-links';
import type { StaticContentMap } from './static-content';

export const SUPPORT_CONTENT_PT: StaticContentMap<'/support/help' | '/support/contact'> = {
  '/support/help': {
    intro: (
      <>
        Onde encontrar as coisas na Partilha e o que fazer quando ficas sem saber como avançar. As respostas rápidas
        estão nas <PageLink to="/support/faq" />.
      </>
    ),
    sections: [
      {
        heading: 'Primeiros passos',
        body: (
          <ol>
            <li>
              <Link to="/auth/signup">Cria uma conta</Link> com o teu endereço de e-mail, ou inicia sessão com a conta
              de outro serviço.
            </li>
            <li>
              Abre a ligação do e-mail de verificação que te enviamos. Não chegou? Vê na pasta de spam ou pede para
              reenviar.
            </li>
            <li>Completa o teu perfil: o teu nome, um nome a mostrar, a tua localidade e o código postal.</li>
          </ol>
        ),
      },
      {
        heading: 'Encontrar e reservar',
        body: (
          <p>
            Usa a <Link to="/search">Pesquisa</Link> ou explora os <Link to="/marketplace/services">serviços</Link> e o{' '}
            <Link to="/marketplace/equipment">equipamento</Link>. Num anúncio, escolhe os dias e as horas por dia e
            carrega em “<UiText of={() => BOOKING_MESSAGES.sendBookingRequest} />
            ”. Todas as reservas que fazes estão em{' '}
            <Link to="/account/bookings">
              <UiText of={() => ROUTE_TITLES.myBookings} />
            </Link>
            , em “<UiText of={() => BOOKING_MESSAGES.madeTab} />
            ”. O percurso completo está em <PageLink to="/about/how-it-works" />.
          </p>
        ),
      },
      {
        heading: 'Oferecer serviços e equipamento',
        body: (
          <p>
            Usa <Link to="/create/service">Criar um serviço</Link> ou{' '}
            <Link to="/create/equipment">Anunciar equipamento</Link>. Edita ou elimina os teus anúncios em{' '}
            <Link to="/account/listings">
              <UiText of={() => ROUTE_TITLES.myListings} />
            </Link>
            ; os pedidos de outras pessoas chegam a <UiText of={() => ROUTE_TITLES.myBookings} />, em “
            <UiText of={() => BOOKING_MESSAGES.receivedTab} />
            ”, onde os confirmas, recusas ou marcas como concluídos.
          </p>
        ),
      },
      {
        heading: 'Mensagens e notificações',
        body: (
          <p>
            Cada reserva tem a sua própria conversa, na página da reserva. O sino no topo mostra as novas mensagens, os
            pedidos de reserva e as mudanças de estado; ao clicar numa notificação, abres a respetiva reserva. As tuas
            preferências de notificação estão nas{' '}
            <Link to="/account/settings">
              <UiText of={() => ROUTE_TITLES.settings} />
            </Link>
            .
          </p>
        ),
      },
      {
        heading: 'Avaliações e o teu perfil',
        body: (
          <p>
            Depois de uma reserva concluída, um aviso na página da reserva convida-te a avaliar a outra pessoa. O teu
            perfil público mostra as tuas classificações como prestador e como cliente, as tuas avaliações e a tua
            fiabilidade nas reservas. Podes mudar a fotografia, o nome e a localização nas{' '}
            <UiText of={() => ROUTE_TITLES.settings} />.
          </p>
        ),
      },
      {
        heading: 'Ainda precisas de ajuda?',
        body: (
          <p>
            Escreve para <MailLink address={SUPPORT_EMAIL} />. Vê em <PageLink to="/support/contact" /> o que deves
            incluir.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/about/how-it-works', '/support/contact'],
  },

  '/support/contact': {
    intro: 'A Partilha é gerida por uma equipa pequena e falamos com os membros por e-mail. Não há linha telefónica.',
    sections: [
      {
        heading: 'Escreve-nos',
        body: (
          <ul>
            <li>
              <strong>Ajuda com a tua conta, uma reserva, um anúncio ou um membro</strong>, denúncias e pedidos sobre os
              teus dados pessoais: <MailLink address={SUPPORT_EMAIL} />
            </li>
            <li>
              <strong>Tudo o resto</strong> — sugestões, parcerias, imprensa: <MailLink address={HELLO_EMAIL} />
            </li>
          </ul>
        ),
      },
      {
        heading: 'O que deves incluir',
        body: (
          <ul>
            <li>Escreve a partir do endereço de e-mail da tua conta na Partilha, para a conseguirmos encontrar.</li>
            <li>A ligação para a reserva, o anúncio ou o perfil em causa (copia-a da barra de endereço).</li>
            <li>O que aconteceu e quando; capturas de ecrã ajudam.</li>
            <li>Nunca envies a tua palavra-passe. Nunca ta vamos pedir.</li>
          </ul>
        ),
      },
      {
        heading: 'Quando vais ter resposta',
        body: (
          <p>
            Todas as mensagens são lidas por uma pessoa. Respondemos em dias úteis, o mais depressa possível. Se uma
            reserva estiver prestes a começar, indica-o no assunto.
          </p>
        ),
      },
      {
        heading: 'Emergências',
        body: (
          <p>
            Não podemos ajudar numa emergência. Se alguém estiver em perigo, liga 112, o número europeu de emergência,
            que funciona em Portugal e em toda a UE.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/support/help', '/support/safety'],
  },
};
