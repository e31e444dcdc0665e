import { MailLink, SUPPORT_EMAIL } from './content-links';
import { LateCancellationRule } from './rule-facts';
import type { StaticPageContent } from './static-content';

export const GUIDELINES_CONTENT_PT: StaticPageContent = {
  intro:
    'A Partilha é uma vizinhança, não um armazém. Estas regras descrevem como esperamos que os membros se tratem; fazem parte dos Termos de Serviço.',
  sections: [
    {
      heading: 'Sê honesto',
      body: (
        <ul>
          <li>Descreve os anúncios tal como são, com fotografias do artigo real e o preço verdadeiro.</li>
          <li>Usa o teu nome verdadeiro no perfil, e uma só conta.</li>
          <li>Diz logo à partida qualquer defeito, limitação ou condição que seja importante.</li>
        </ul>
      ),
    },
    {
      heading: 'Sê fiável',
      body: (
        <ul>
          <li>
            Responde depressa aos pedidos de reserva e às mensagens; confirma ou recusa em vez de deixares as pessoas à
            espera.
          </li>
          <li>Chega a horas e devolve o equipamento quando combinado.</li>
          <li>
            Se tiveres de cancelar, fá-lo o mais cedo possível. Um cancelamento feito a <LateCancellationRule /> é
            tardio.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Sê respeitador',
      body: (
        <ul>
          <li>Nada de assédio, ameaças, insultos ou discriminação de qualquer tipo.</li>
          <li>
            Respeita a casa, os bens e a privacidade das pessoas; não partilhes os dados de ninguém sem a sua
            autorização.
          </li>
          <li>Nas mensagens de uma reserva, fala da reserva: nada de spam nem publicidade.</li>
        </ul>
      ),
    },
    {
      heading: 'O que não pode ser anunciado',
      body: (
        <ul>
          <li>Tudo o que seja ilegal em Portugal, roubado ou contrafeito.</li>
          <li>Armas, drogas e substâncias perigosas.</li>
          <li>Equipamento inseguro ou que não funcione.</li>
          <li>Serviços que exijam uma licença ou qualificação que não tenhas.</li>
          <li>Serviços para adultos, ou qualquer coisa oferecida para enganar.</li>
        </ul>
      ),
    },
    {
      heading: 'Avaliações',
      body: (
        <ul>
          <li>Avalia apenas reservas em que participaste e descreve a tua própria experiência de forma justa.</li>
          <li>Não ofereças nem aceites nada em troca de uma avaliação, e não uses as avaliações para te vingares.</li>
          <li>Não incluas dados pessoais, como números de telefone ou moradas.</li>
          <li>Se uma avaliação violar estas regras, usa o botão Denunciar; a nossa equipa vai analisá-la.</li>
        </ul>
      ),
    },
    {
      heading: 'Quando as regras não são cumpridas',
      body: (
        <p>
          A equipa da Partilha pode ocultar avaliações, suspender anúncios ou suspender contas que violem estas regras.
          Para nos falares de um anúncio ou de um membro, escreve para{' '}
          <MailLink address={SUPPORT_EMAIL} subject="Denúncia" /> com a ligação para ele.
        </p>
      ),
    },
  ],
  related: ['/legal/terms', '/support/safety', '/about/trust-and-safety'],
};
