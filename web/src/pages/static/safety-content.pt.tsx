import { MailLink, SUPPORT_EMAIL } from './content-links';
import type { StaticPageContent } from './static-content';

export const SAFETY_CONTENT_PT: StaticPageContent = {
  intro:
    'A maioria das reservas corre sem problemas. Estes hábitos ajudam a que continue assim, quer vás conhecer alguém pela primeira vez, quer vás entregar o teu equipamento.',
  sections: [
    {
      heading: 'Antes de reservares',
      body: (
        <ul>
          <li>Lê o perfil da pessoa: as avaliações como prestador e como cliente, e a sua fiabilidade nas reservas.</li>
          <li>
            O selo de Prestador verificado significa que a nossa equipa analisou a conta; não é uma verificação de
            identidade, por isso lê também as avaliações.
          </li>
          <li>Faz as tuas perguntas nas mensagens da reserva e mantém lá a conversa, para que fique registada.</li>
          <li>
            Desconfia de preços bons demais para ser verdade, de pressão para decidires depressa ou de pedidos para
            continuar a conversa noutro sítio antes de haver alguma coisa combinada.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Pagamentos',
      body: (
        <ul>
          <li>
            A Partilha não trata de pagamentos: combina primeiro nas mensagens o valor, a forma de pagamento e uma
            eventual caução.
          </li>
          <li>
            Prefere formas de pagamento que deixem registo, como uma transferência bancária ou MB WAY, e pede recibo.
          </li>
          <li>Pensa duas vezes antes de pagar tudo adiantado a alguém sem avaliações.</li>
          <li>
            Nunca partilhes dados do cartão, palavras-passe ou códigos de verificação. A Partilha nunca te vai pedir a
            palavra-passe nem os teus dados de pagamento.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Encontros em pessoa',
      body: (
        <ul>
          <li>Numa primeira entrega, marca o encontro num local público e de dia, sempre que possível.</li>
          <li>Diz a um amigo para onde vais e a que horas contas voltar.</li>
          <li>Confia no teu instinto: se alguma coisa não te parecer bem, podes ir embora e cancelar.</li>
        </ul>
      ),
    },
    {
      heading: 'Dar o teu equipamento em aluguer',
      body: (
        <ul>
          <li>Tira fotografias com data do artigo na entrega e outra vez na devolução, e partilha-as nas mensagens.</li>
          <li>Mostra como o usar em segurança e entrega o manual e o equipamento de proteção que for preciso.</li>
          <li>
            Combina por escrito, nas mensagens, o que acontece se ficar danificado, se se perder ou se for devolvido
            tarde.
          </li>
          <li>
            A Partilha não oferece seguro. Verifica se a apólice da tua casa ou do teu equipamento cobre os empréstimos,
            e empresta apenas o que podes pagar para reparar.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Alugar equipamento',
      body: (
        <ul>
          <li>
            Verifica o artigo antes de o levares; assinala nas mensagens, com fotografias, qualquer dano que já tenha.
          </li>
          <li>Segue as instruções, usa o equipamento de proteção adequado e para se alguma coisa parecer avariada.</li>
          <li>Devolve-o limpo, completo e a horas. Se te fores atrasar, avisa o mais cedo possível.</li>
        </ul>
      ),
    },
    {
      heading: 'Serviços em tua casa',
      body: (
        <ul>
          <li>Combina nas mensagens, antes do dia, o trabalho, o tempo que deve demorar e o preço.</li>
          <li>Trabalhos em instalações de gás ou elétricas devem ser feitos por um profissional qualificado.</li>
          <li>Guarda os objetos de valor e mantém as crianças e os animais afastados do trabalho.</li>
        </ul>
      ),
    },
    {
      heading: 'Se alguma coisa correr mal',
      body: (
        <ul>
          <li>Se alguém estiver em perigo, liga 112.</li>
          <li>Se suspeitares de um crime, apresenta queixa à polícia.</li>
          <li>Tenta resolver os problemas com calma, primeiro nas mensagens da reserva.</li>
          <li>
            Fala-nos de membros ou anúncios que não cumpram as regras: <MailLink address={SUPPORT_EMAIL} />, com a
            ligação para a reserva ou o anúncio.
          </li>
        </ul>
      ),
    },
  ],
  related: ['/about/trust-and-safety', '/support/guidelines', '/support/contact'],
};
