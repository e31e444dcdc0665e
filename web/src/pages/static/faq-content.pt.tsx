import { BOOKING_STATUS_LABELS, ROUTE_TITLES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { MailLink, PageLink, SUPPORT_EMAIL, UiText } from './content-links';
import { Questions } from './faq-content';
import { BookingStatusList, LateCancellationExample, LateCancellationRule, ReliabilityLevels } from './rule-facts';
import type { StaticPageContent } from './static-content';

const pending = <UiText of={() => BOOKING_STATUS_LABELS.pending} />;
const negotiating = <UiText of={() => BOOKING_STATUS_LABELS.negotiating} />;

export const FAQ_CONTENT_PT: StaticPageContent = {
  intro: (
    <>
      Respostas curtas sobre o funcionamento da Partilha. Não encontras a tua?{' '}
      <PageLink to="/support/contact">Escreve-nos</PageLink>.
    </>
  ),
  sections: [
    {
      heading: 'Reservas',
      body: (
        <Questions
          items={[
            {
              question: 'Como funcionam as reservas?',
              answer: (
                <p>
                  Escolhes os dias num anúncio e envias um pedido. O proprietário confirma-o ou recusa-o; entretanto,
                  podem combinar os detalhes nas mensagens da reserva. Vê <PageLink to="/about/how-it-works" />.
                </p>
              ),
            },
            { question: 'O que significam os estados das reservas?', answer: <BookingStatusList /> },
            {
              question: 'Posso alterar uma reserva depois de a enviar?',
              answer: (
                <p>
                  Sim, enquanto estiver “{pending}” ou “{negotiating}”: qualquer um de vocês pode editar as datas, as
                  horas e as notas, e o proprietário pode alterar o preço. A reserva fica então “{negotiating}” até o
                  proprietário a confirmar.
                </p>
              ),
            },
            {
              question: 'Porque não consigo escolher algumas datas?',
              answer: (
                <p>
                  Não é possível escolher dias passados nem dias já ocupados por uma reserva pendente ou confirmada.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Pagamentos',
      body: (
        <Questions
          items={[
            {
              question: 'Como pago?',
              answer: (
                <p>
                  Diretamente ao proprietário, da forma que combinarem nas mensagens da reserva. A Partilha não processa
                  pagamentos, e o total mostrado ao reservar é uma estimativa.
                </p>
              ),
            },
            {
              question: 'A Partilha cobra alguma comissão?',
              answer: (
                <p>Não. Anunciar, reservar e trocar mensagens é gratuito, e nenhum dinheiro passa pela Partilha.</p>
              ),
            },
            {
              question: 'A Partilha pode reembolsar-me?',
              answer: (
                <p>
                  Não — nunca ficamos com o teu dinheiro. Reembolsos e cauções combinam-se entre ti e o outro membro.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Cancelamentos',
      body: (
        <Questions
          items={[
            {
              question: 'Como cancelo?',
              answer: (
                <p>
                  Abre a reserva em{' '}
                  <Link to="/account/bookings">
                    <UiText of={() => ROUTE_TITLES.myBookings} />
                  </Link>{' '}
                  e escolhe Cancelar, indicando o motivo. Os clientes podem cancelar reservas pendentes, em negociação e
                  confirmadas; os proprietários recusam pedidos e podem cancelar uma reserva confirmada.
                </p>
              ),
            },
            {
              question: 'O que é um cancelamento tardio?',
              answer: (
                <p>
                  É um cancelamento feito a <LateCancellationRule />. <LateCancellationExample />
                </p>
              ),
            },
            {
              question: 'O que acontece se cancelar tardiamente?',
              answer: (
                <p>
                  Vês um aviso, e o cancelamento tardio de um cliente conta para a sua fiabilidade nas reservas. O
                  proprietário pode também deixar uma avaliação do cliente relativa a essa reserva.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Avaliações e classificações',
      body: (
        <Questions
          items={[
            {
              question: 'Quando posso deixar uma avaliação?',
              answer: (
                <p>
                  Depois de o proprietário marcar a reserva como concluída: o cliente avalia o proprietário e o
                  proprietário avalia o cliente, uma vez cada um por reserva. Mais tarde, podes editar ou eliminar a tua
                  avaliação.
                </p>
              ),
            },
            {
              question: 'O que é o selo de fiabilidade nas reservas?',
              answer: (
                <>
                  <p>Resume a frequência com que um membro cancelou tardiamente como cliente:</p>
                  <ReliabilityLevels />
                </>
              ),
            },
            {
              question: 'O que significa Prestador verificado?',
              answer: (
                <p>
                  A equipa da Partilha atribuiu o selo depois de analisar a conta e a atividade do prestador. Não é uma
                  verificação de identidade, por isso lê também as avaliações.
                </p>
              ),
            },
            {
              question: 'Como denuncio uma avaliação?',
              answer: (
                <p>
                  Carrega em Denunciar na avaliação. Cada membro pode denunciar uma avaliação uma vez; a nossa equipa
                  analisa as denúncias e oculta as avaliações que violem as <PageLink to="/support/guidelines" />.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Conta e segurança',
      body: (
        <Questions
          items={[
            {
              question: 'Porque tenho de verificar o meu endereço de e-mail?',
              answer: (
                <p>
                  Para que os membros saibam que há uma pessoa contactável por trás de cada conta, e para receberes os
                  e-mails das reservas.
                </p>
              ),
            },
            {
              question: 'O equipamento que alugo tem seguro?',
              answer: (
                <p>
                  Não. A Partilha não oferece seguro, por isso combina com o proprietário o que acontece se alguma coisa
                  se estragar. Vê as <PageLink to="/support/safety" />.
                </p>
              ),
            },
            {
              question: 'Como encerro a minha conta?',
              answer: (
                <p>
                  Escreve para <MailLink address={SUPPORT_EMAIL} subject="Encerrar a minha conta" /> a partir do
                  endereço da tua conta.
                </p>
              ),
            },
          ]}
        />
      ),
    },
  ],
  related: ['/support/help', '/about/how-it-works', '/support/contact'],
};
