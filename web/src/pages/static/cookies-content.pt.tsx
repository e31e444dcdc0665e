import { legalLastUpdatedPt, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import type { StaticPageContent } from './static-content';

export const COOKIES_CONTENT_PT: StaticPageContent = {
  intro:
    'Em resumo: a Partilha guarda no teu navegador apenas o necessário para iniciares sessão e voltares à página certa. Sem cookies de publicidade nem de análise, e sem rastreadores.',
  get lastUpdated() {
    return legalLastUpdatedPt();
  },
  sections: [
    {
      heading: 'O que guardamos no teu navegador',
      body: (
        <ul>
          <li>
            <strong>A tua sessão</strong>, no armazenamento local (<code>partilha_auth</code>): o token de sessão e os
            dados básicos da conta que te mantêm com sessão iniciada entre visitas. É apagada quando terminas a sessão.
          </li>
          <li>
            <strong>Para onde ir depois de iniciares sessão</strong>, no armazenamento da sessão (
            <code>partilha.redirectAfterLogin</code>): a página que tentavas abrir quando te pedimos para iniciar
            sessão. É apagada depois de usada e quando fechas o separador.
          </li>
          <li>
            <strong>A tua língua</strong>, no armazenamento local (<code>partilha.language</code>) e num cookie (
            <code>partilha_lang</code>): a língua em que escolheste ver a Partilha, para que as páginas abram logo nessa
            língua.
          </li>
          <li>
            <strong>Se tens sessão iniciada</strong>, num cookie (<code>partilha_signed_in</code>): um simples sim ou
            não, sem nenhum dado da conta, para o nosso servidor saber se deve enviar a primeira vista rápida de uma
            página, pensada para visitantes. É apagado quando terminas a sessão.
          </li>
        </ul>
      ),
    },
    {
      heading: 'O que não usamos',
      body: (
        <p>
          Nenhum cookie de publicidade, nenhum cookie de análise ou de rastreio, nenhum rastreador de terceiros e
          nenhuma definição de perfis a partir da tua navegação. Nada do que guardamos no teu navegador é partilhado com
          mais ninguém.
        </p>
      ),
    },
    {
      heading: 'Porque não há aviso de cookies',
      body: (
        <p>
          A lei europeia e a lei portuguesa exigem consentimento para o armazenamento que não seja necessário a um
          serviço que pediste. Tudo o que está acima é estritamente necessário para iniciares sessão, a manteres e veres
          a Partilha na língua que escolheste, por isso não precisa de consentimento. Se algum dia acrescentarmos algo
          opcional, perguntamos-te primeiro.
        </p>
      ),
    },
    {
      heading: 'Outros sites',
      body: (
        <p>
          Se escolheres iniciar sessão com a conta de outro serviço, ou seguires as nossas ligações para redes sociais,
          esses sites colocam os seus próprios cookies, segundo as suas próprias políticas.
        </p>
      ),
    },
    {
      heading: 'Como apagar',
      body: (
        <p>
          Termina a sessão para apagar a tua sessão, ou apaga os dados deste site nas definições do teu navegador,
          quando quiseres. Dúvidas: <MailLink address={SUPPORT_EMAIL} subject="Cookies" />. A forma como tratamos os
          dados pessoais em geral está na <PageLink to="/legal/privacy" />.
        </p>
      ),
    },
  ],
  related: ['/legal/privacy', '/legal/terms'],
};
