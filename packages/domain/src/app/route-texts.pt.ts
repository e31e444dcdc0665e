import type { Translation } from '../i18n/catalogue';
import type { ROUTE_DESCRIPTIONS_EN, ROUTE_TITLES_EN } from './route-texts';

export const ROUTE_TITLES_PT: Translation<typeof ROUTE_TITLES_EN> = {
  statement: 'Decisão sobre o teu conteúdo',
  reportConfirm: 'Confirma a tua denúncia',
  marketplace: 'Mercado',
  services: 'Serviços',
  service: 'Serviço',
  equipment: 'Equipamento',
  equipmentRental: 'Aluguer de equipamento',
  listing: 'Anúncio',
  memberProfile: 'Perfil do membro',
  widgets: 'Widgets para o teu site',
  dashboard: 'Painel',
  myListings: 'Os meus anúncios',
  myListing: 'O meu anúncio',
  editListing: 'Editar anúncio',
  myBookings: 'As minhas reservas',
  booking: 'Reserva',
  settings: 'Definições',
  moderationDecisions: 'Decisões sobre o teu conteúdo',
  reportContent: 'Denunciar conteúdo',
  createListing: 'Criar um anúncio',
  subscriptions: 'Subscrições',
};

export const ROUTE_DESCRIPTIONS_PT: Translation<typeof ROUTE_DESCRIPTIONS_EN> = {
  '/search': 'Pesquisa serviços e equipamento oferecidos por pessoas perto de ti, por categoria, preço e local.',
  '/marketplace/search':
    'Pesquisa no mercado da Partilha serviços e equipamento perto de ti, por categoria, preço e local.',
  '/marketplace': 'Serviços e equipamento oferecidos por pessoas da tua comunidade, os mais recentes primeiro.',
  '/marketplace/services':
    'Competências e tempo oferecidos pelos teus vizinhos, com preço à hora: reparações, explicações, jardinagem e muito mais.',
  '/marketplace/services/:id':
    'Um serviço oferecido na Partilha: preço por hora, disponibilidade, o prestador e as suas avaliações.',
  '/marketplace/equipment': 'Ferramentas e material para alugar aos teus vizinhos, com preço ao dia.',
  '/marketplace/equipment/:id':
    'Equipamento para alugar na Partilha: preço por dia, caução, estado, disponibilidade e avaliações.',
  '/listings/:id': 'Um anúncio na Partilha, com o preço, a disponibilidade e as avaliações.',
  '/profile/:userId':
    'O perfil de um membro da Partilha: os seus anúncios e as avaliações que recebeu como prestador e como cliente.',
  '/widgets': 'Mostra anúncios, classificações e avaliações da Partilha no teu próprio site com poucas linhas de HTML.',
  '/auth/login':
    'Inicia sessão na Partilha para reservar serviços e equipamento, falar com outros membros e gerir os teus anúncios.',
  '/auth/signup':
    'Cria uma conta gratuita na Partilha para oferecer as tuas competências e o teu equipamento ou reservar os dos teus vizinhos.',
  '/auth/onboarding': 'Completa o teu perfil na Partilha: o teu nome, a tua localidade e o que ofereces.',
  '/auth/forgot-password': 'Esqueceste a tua palavra-passe da Partilha? Pede uma ligação para escolheres uma nova.',
  '/auth/reset-password': 'Escolhe uma nova palavra-passe para a tua conta da Partilha.',
  '/auth/dev-reset': 'Repor uma palavra-passe num servidor de desenvolvimento da Partilha.',
  '/auth/verify-email': 'Confirma o teu endereço de e-mail para começares a reservar e a anunciar na Partilha.',
  '/auth/action': 'A concluir o que a ligação no teu e-mail da Partilha pediu.',
  '/account': 'O teu painel na Partilha: reservas, anúncios, ganhos e atividade recente.',
  '/account/listings': 'Os serviços e o equipamento que ofereces na Partilha.',
  '/account/listings/:id': 'Um dos teus anúncios tal como os membros o veem, com as suas reservas e avaliações.',
  '/account/listings/:id/edit': 'Altera os detalhes, as fotografias, o preço e a disponibilidade do teu anúncio.',
  '/account/bookings': 'Os teus pedidos de reserva e os pedidos para os teus anúncios, por estado.',
  '/account/bookings/:id': 'Uma reserva: os detalhes, o estado e as mensagens entre o cliente e o prestador.',
  '/account/settings':
    'As definições da tua conta na Partilha: perfil, e-mail, palavra-passe, notificações e os teus dados.',
  '/account/delete': 'Confirma que queres eliminar a tua conta da Partilha.',
  '/account/moderation': 'Decisões de moderação sobre o teu conteúdo na Partilha e os teus recursos.',
  '/account/moderation/:id': 'A fundamentação de uma decisão de moderação sobre o teu conteúdo e como recorrer dela.',
  '/moderation/statements/:id': 'A fundamentação de uma decisão de moderação na Partilha e como recorrer dela.',
  '/report': 'Denuncia um anúncio, perfil ou avaliação na Partilha que viole a lei ou as regras da comunidade.',
  '/report/confirm': 'Confirma a denúncia que enviaste à Partilha.',
  '/create/service':
    'Oferece um serviço na Partilha: descreve-o e define o teu preço por hora e a tua disponibilidade.',
  '/create/equipment':
    'Aluga o teu equipamento na Partilha: descreve-o e define um preço por dia, uma caução e a disponibilidade.',
  '/subscriptions/:accessKey': 'Inscrições na newsletter, para operadores.',
  '/about':
    'O que é a Partilha: um mercado onde vizinhos em Portugal partilham as suas competências e alugam o seu equipamento.',
  '/about/how-it-works':
    'Como funciona a Partilha: encontra um serviço ou equipamento perto de ti, pede uma reserva, combina os detalhes e, no fim, deixa a tua avaliação.',
  '/about/trust-and-safety':
    'Como a Partilha protege os membros: e-mails verificados, avaliações depois de cada reserva, selos de fiabilidade e moderação.',
  '/legal/terms': 'Os termos de serviço da Partilha, o mercado comunitário de serviços e equipamento.',
  '/legal/privacy': 'Como a Partilha recolhe, usa e protege os teus dados pessoais, e os direitos que tens sobre eles.',
  '/legal/cookies': 'Que cookies e armazenamento local a Partilha usa, e porquê.',
  '/support/help': 'Respostas a perguntas comuns sobre contas, anúncios, reservas e avaliações na Partilha.',
  '/support/safety':
    'Dicas de segurança para conhecer vizinhos, emprestar equipamento e pagar serviços combinados na Partilha.',
  '/support/guidelines':
    'As regras da comunidade que todos os membros da Partilha aceitam: anúncios honestos, respeito e jogo limpo.',
  '/support/contact':
    'Como contactar a equipa da Partilha para pedir ajuda com a tua conta, uma reserva ou uma denúncia.',
  '/support/faq': 'Perguntas frequentes sobre como encontrar, oferecer e reservar serviços e equipamento na Partilha.',
  '/company/about':
    'As pessoas e a ideia por trás da Partilha, uma economia de partilha sustentável feita em Portugal.',
  '/company/team': 'Conhece a equipa que cria e gere a Partilha.',
  '/company/blog': 'Novidades e histórias da comunidade da Partilha.',
  '/company/careers': 'Trabalha connosco: vagas abertas na Partilha.',
  '/company/press': 'Informação para a imprensa, factos e contactos da Partilha.',
};
