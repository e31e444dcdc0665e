import { NOTIFICATION_PREFERENCE_LABELS } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { legalLastUpdatedPt, MailLink, PageLink, SUPPORT_EMAIL, UiText } from './content-links';
import type { StaticPageContent } from './static-content';

const privacyMail = <MailLink address={SUPPORT_EMAIL} subject="Pedido sobre privacidade" />;

export const PRIVACY_CONTENT_PT: StaticPageContent = {
  intro:
    'Esta política explica que dados pessoais a Partilha guarda, porquê, quem os pode ver e os direitos que o RGPD te dá sobre eles.',
  get lastUpdated() {
    return legalLastUpdatedPt();
  },
  sections: [
    {
      heading: 'Quem é responsável pelos teus dados',
      body: (
        <p>
          A Partilha, com sede em Lisboa, Portugal, é a responsável pelo tratamento dos dados pessoais aqui descritos.
          Para qualquer assunto sobre os teus dados, escreve para {privacyMail}.
        </p>
      ),
    },
    {
      heading: 'O que guardamos',
      body: (
        <ul>
          <li>
            <strong>Conta</strong>: endereço de e-mail, palavra-passe (guardada apenas como um hash irreversível), se o
            teu e-mail está verificado e — se iniciares sessão com a conta de outro serviço — o nome e o e-mail que esse
            serviço partilha connosco.
          </li>
          <li>
            <strong>Perfil</strong>: nomes, nome a mostrar, fotografia, localidade e código postal, e o que mais
            acrescentares, como uma biografia, línguas, número de telemóvel e categorias.
          </li>
          <li>
            <strong>Atividade</strong>: os teus anúncios, reservas, mensagens das reservas, avaliações, votos de
            utilidade, denúncias, notificações, histórico de cancelamentos e preferências de notificação.
          </li>
          <li>
            <strong>Newsletter</strong>: o endereço de e-mail que nos dás quando te inscreves para receber novidades da
            Partilha.
          </li>
          <li>
            <strong>Registos técnicos</strong>: endereço IP, tipo de navegador e os pedidos feitos, guardados durante
            pouco tempo por razões de segurança e para resolver problemas.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Para que os usamos, e com que fundamento legal',
      body: (
        <ul>
          <li>
            Para gerir a tua conta, anúncios, reservas, mensagens, avaliações e os e-mails sobre eles — para cumprir o
            nosso acordo contigo (art. 6.º, n.º 1, alínea b), do RGPD).
          </li>
          <li>
            Para manter a Partilha segura: moderação, tratamento de denúncias, o selo de fiabilidade e prevenção de
            abusos — o nosso interesse legítimo num mercado de confiança (art. 6.º, n.º 1, alínea f)).
          </li>
          <li>
            Para enviar a newsletter e e-mails de marketing — apenas com o teu consentimento, que podes retirar a
            qualquer momento com a opção “<UiText of={() => NOTIFICATION_PREFERENCE_LABELS.notifyMarketing} />” nas tuas
            definições ou escrevendo-nos (art. 6.º, n.º 1, alínea a)).
          </li>
          <li>
            Para cumprir obrigações legais, como responder a pedidos legítimos das autoridades (art. 6.º, n.º 1, alínea
            c)).
          </li>
        </ul>
      ),
    },
    {
      heading: 'O que os outros membros podem ver',
      body: (
        <p>
          Qualquer pessoa pode ver o teu perfil público (nome a mostrar, fotografia, localidade e código postal, data de
          adesão, biografia, línguas, categorias, classificações, avaliações e selo de fiabilidade), os teus anúncios
          ativos e as avaliações que escreves. O teu endereço de e-mail nunca é mostrado, e o teu número de telemóvel só
          se escolheres mostrá-lo. Uma reserva e as suas mensagens só são visíveis para as duas pessoas envolvidas; a
          equipa da Partilha pode ver as reservas quando analisa um problema.
        </p>
      ),
    },
    {
      heading: 'Quem mais os trata',
      body: (
        <p>
          Não vendemos os teus dados e não usamos rastreadores de publicidade. As empresas que alojam o nosso servidor e
          entregam os nossos e-mails tratam dados apenas segundo as nossas instruções, ao abrigo de acordos de
          tratamento de dados. Só partilhamos dados com as autoridades quando a lei o exige.
        </p>
      ),
    },
    {
      heading: 'Onde ficam guardados',
      body: (
        <p>
          No servidor da própria Partilha, na União Europeia. Se algum fornecedor que usamos vier a tratar dados fora do
          Espaço Económico Europeu, recorreremos às salvaguardas que o RGPD exige, como as cláusulas contratuais-tipo da
          Comissão Europeia.
        </p>
      ),
    },
    {
      heading: 'Durante quanto tempo os guardamos',
      body: (
        <p>
          Enquanto a tua conta estiver aberta. Quando nos pedires para eliminar a tua conta, eliminamos os teus dados
          pessoais — ou anonimizamo-los, quando fazem parte do histórico de reservas de outro membro — no prazo de um
          mês, a não ser que a lei nos obrigue a guardar algo durante mais tempo. Um endereço da newsletter é eliminado
          quando nos pedires para o retirar.
        </p>
      ),
    },
    {
      heading: 'Os teus direitos',
      body: (
        <>
          <p>
            Podes pedir para aceder aos teus dados, corrigi-los, eliminá-los ou receber uma cópia, limitar a forma como
            os usamos ou opor-te a ela, e retirar qualquer consentimento que tenhas dado. Grande parte podes alterar tu
            mesmo nas <Link to="/account/settings">tuas definições</Link>; para o resto, escreve para {privacyMail} a
            partir do endereço da tua conta. Respondemos no prazo de um mês.
          </p>
          <p>
            Podes também apresentar uma reclamação à autoridade portuguesa de proteção de dados, a Comissão Nacional de
            Proteção de Dados (cnpd.pt), ou à autoridade do país onde vives.
          </p>
        </>
      ),
    },
    {
      heading: 'Cookies e armazenamento no navegador',
      body: (
        <p>
          O que guardamos no teu navegador, e porquê, está na <PageLink to="/legal/cookies" />.
        </p>
      ),
    },
    {
      heading: 'Alterações a esta política',
      body: (
        <p>
          Quando esta política muda, atualizamos a data no topo e avisamos os membros por e-mail das alterações
          relevantes.
        </p>
      ),
    },
  ],
  related: ['/legal/cookies', '/legal/terms', '/support/contact'],
};
