/** Newsletter sign-ups as `GET /api/console/subscriptions` lists them, for stories and tests. */
export interface StorySubscription {
  id: string;
  email: string;
  status: 'active' | 'unsubscribed';
  created: string;
}

const NAMES = [
  'ana.silva',
  'joao.costa',
  'rita.sousa',
  'miguel.ferreira',
  'ines.santos',
  'tiago.pereira',
  'beatriz.lopes',
  'conceicao.gomes',
];
const DOMAINS = ['example.pt', 'correio.pt', 'mail.example.com'];

export function storySubscriptions(count: number, offset = 0): StorySubscription[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const day = String(1 + (n % 28)).padStart(2, '0');
    return {
      id: `sub${String(n).padStart(12, '0')}`,
      email: `${NAMES[n % NAMES.length]}${n >= NAMES.length ? n : ''}@${DOMAINS[n % DOMAINS.length]}`,
      status: n % 5 === 3 ? 'unsubscribed' : 'active',
      created: `2026-04-${day}`,
    };
  });
}
