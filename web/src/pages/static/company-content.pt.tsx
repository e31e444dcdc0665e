import { HELLO_EMAIL, MailLink, PageLink } from './content-links';
import type { StaticContentMap } from './static-content';

type CompanyPath = '/company/about' | '/company/team' | '/company/blog' | '/company/careers' | '/company/press';

export const COMPANY_CONTENT_PT: StaticContentMap<CompanyPath> = {
  '/company/about': {
    intro:
      'A Partilha nasceu em Lisboa para tornar fácil partilhar competências e equipamento com as pessoas à tua volta.',
    sections: [
      {
        heading: 'Em que acreditamos',
        body: (
          <ul>
            <li>Primeiro o que está perto: muitas vezes, a melhor ajuda está a uma curta caminhada.</li>
            <li>Partilhar é melhor do que comprar: menos coisas fabricadas, guardadas e deitadas fora.</li>
            <li>
              A confiança ganha-se às claras, com avaliações nos dois sentidos e um historial de reservas visível.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Como trabalhamos',
        body: (
          <p>
            Somos uma equipa pequena, em Portugal. Construímos a Partilha nós mesmos, guardamos os dados dos membros no
            nosso próprio servidor na União Europeia e não vendemos publicidade. Preferimos dizer com clareza o que a
            Partilha faz — e o que não faz — a prometer mais do que cumprimos; é isso que fazemos em{' '}
            <PageLink to="/about/trust-and-safety" />.
          </p>
        ),
      },
      {
        heading: 'Fala connosco',
        body: (
          <p>
            Tens ideias, sugestões ou uma parceria em mente? Escreve para <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/about', '/company/team', '/company/press'],
  },

  '/company/team': {
    intro: 'A Partilha é feita por uma equipa pequena, sediada em Lisboa.',
    sections: [
      {
        heading: 'Quem somos',
        body: (
          <p>
            Entre nós, desenhamos e construímos o site, respondemos aos e-mails dos membros e cuidamos da comunidade: é
            a mesma equipa que analisa as avaliações denunciadas e atribui o selo de Prestador verificado. Somos
            pequenos de propósito, para que cada mensagem seja lida por alguém que trabalha na Partilha.
          </p>
        ),
      },
      {
        heading: 'Diz olá',
        body: (
          <p>
            Gostávamos de ter notícias tuas, quer uses a Partilha, quer queiras trabalhar connosco:{' '}
            <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/company/about', '/company/careers', '/support/contact'],
  },

  '/company/blog': {
    intro: 'As novidades da equipa da Partilha vão aparecer aqui.',
    sections: [
      {
        heading: 'Ainda não há publicações',
        body: (
          <p>
            Ainda não publicámos nada. Quando o fizermos, vamos falar das novidades da Partilha e das pessoas que
            partilham nela.
          </p>
        ),
      },
      {
        heading: 'Uma nota da equipa (não é uma publicação datada)',
        body: (
          <p>
            Criámos a Partilha em Lisboa porque as ferramentas e as competências de que um bairro precisa normalmente já
            lá estão — na garagem de alguém, ou nas mãos de alguém. Queremos que pedir ajuda a um vizinho seja tão fácil
            como encomendar online, e mais agradável.
          </p>
        ),
      },
      {
        heading: 'Mantém o contacto',
        body: (
          <p>
            Até à primeira publicação, a forma mais rápida de nos contactares é <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/company/about', '/company/press'],
  },

  '/company/careers': {
    intro: 'Somos uma equipa pequena e crescemos devagar.',
    sections: [
      {
        heading: 'Vagas abertas',
        body: <p>De momento não há vagas abertas. Quando houver, aparecem nesta página.</p>,
      },
      {
        heading: 'Se quiseres escrever-nos na mesma',
        body: (
          <p>
            Se gostavas de ajudar a construir uma economia de partilha local, fala-nos de ti em{' '}
            <MailLink address={HELLO_EMAIL} subject="Carreiras" />. Lemos todas as mensagens; guardamos o teu e-mail
            apenas enquanto for útil para te responder, como descrito na <PageLink to="/legal/privacy" />.
          </p>
        ),
      },
    ],
    related: ['/company/team', '/company/about'],
  },

  '/company/press': {
    intro: 'Informação para jornalistas e para quem escreve sobre a Partilha.',
    sections: [
      {
        heading: 'A Partilha em poucas palavras',
        body: (
          <p>
            A Partilha é um mercado comunitário local feito em Portugal e fundado em Lisboa. Os membros oferecem
            serviços à hora e alugam equipamento ao dia a pessoas que vivem perto, combinam as reservas numa conversa e,
            no fim, avaliam-se um ao outro. Os pagamentos são combinados diretamente entre os membros.
          </p>
        ),
      },
      {
        heading: 'Contacto para a imprensa',
        body: (
          <p>
            Escreve para <MailLink address={HELLO_EMAIL} subject="Imprensa" />. Ainda não temos um kit de imprensa; pede
            e enviamos o que precisares.
          </p>
        ),
      },
      {
        heading: 'Como escrever o nosso nome',
        body: <p>Partilha, com P maiúsculo e no feminino: “a Partilha”.</p>,
      },
    ],
    related: ['/company/about', '/company/blog'],
  },
};
