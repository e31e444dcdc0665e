import type { Translation } from '../i18n/catalogue';
import type { LANDING_MESSAGES_EN } from './landing-messages';

export const LANDING_MESSAGES_PT: Translation<typeof LANDING_MESSAGES_EN> = {
  howItWorks: 'Como funciona',
  findTitle: 'Encontra',
  findText: 'Pesquisa serviços e equipamento oferecidos por pessoas da tua zona.',
  bookTitle: 'Reserva e combina',
  bookText: 'Escolhe os dias de que precisas, envia um pedido e combina os pormenores na conversa da reserva.',
  payTitle: 'Paga com segurança',
  payText:
    'Combina o preço na reserva antes de qualquer troca e paga diretamente ao proprietário. A Partilha nunca fica com o teu dinheiro.',
  whatWeOffer: 'O que oferecemos',
  services: 'Serviços',
  servicesText:
    'Montagem de móveis, reparações em casa, jardinagem, cuidar de animais, informática e muito mais — à hora.',
  browseServices: 'Ver serviços',
  equipment: 'Equipamento',
  equipmentText: 'Ferramentas elétricas, material de campismo, câmaras, equipamento para festas e muito mais — ao dia.',
  browseEquipment: 'Ver equipamento',
  whyChoose: 'Porquê a Partilha',
  qualityTitle: 'Qualidade',
  qualityText: 'Cada reserva concluída pode ser avaliada pelas duas partes, para que o bom trabalho se destaque.',
  convenienceTitle: 'Comodidade',
  convenienceText: 'Vizinhos, não armazéns: o que precisas costuma estar a poucos passos ou a poucos minutos de carro.',
  trustTitle: 'Confiança e segurança',
  trustText:
    'Perfis públicos, classificações e o historial de fiabilidade nas reservas ajudam-te a escolher com quem tratar.',
  ctaTitle: 'Pronto para começar a partilhar?',
  createAccount: 'Criar conta',
  browseListings: 'Ver anúncios',
  marketplaceTitle: 'Mercado',
  marketplaceIntro: 'Serviços e equipamento oferecidos por pessoas da tua comunidade.',
  servicesIntro: 'Competências e tempo oferecidos pelos teus vizinhos, à hora.',
  equipmentIntro: 'Ferramentas e material para alugar aos teus vizinhos, ao dia.',
  allListings: 'Todos os anúncios',
  marketplaceSections: 'Secções do mercado',
};
