// Demo data for `npm start`: an operator, ten members with complete profiles across Portugal, and
// forty listings over every category. Bookings and reviews are added by seed.ts from these.

export const DEMO_PASSWORD = 'partilha-demo-1';

export interface DemoUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  city: string;
  postalCode: string;
  bio: string;
  phoneNumber: string;
  showPhone: boolean;
  languages: string[];
  role?: 'operator';
  verifiedProvider?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { key: 'operator', email: 'operator@partilha.local', firstName: 'Rita', lastName: 'Moderadora', displayName: 'Rita (Partilha team)', city: 'Lisboa', postalCode: '1100-148', bio: 'I look after the Partilha community: reports, reviews and bookings that need a hand.', phoneNumber: '', showPhone: false, languages: ['Português', 'English'], role: 'operator' },
  { key: 'ana', email: 'ana@partilha.local', firstName: 'Ana', lastName: 'Ferreira', displayName: 'Ana Ferreira', city: 'Lisboa', postalCode: '1300-431', bio: 'Carpenter for 12 years. I assemble, fix and mount anything made of wood — and I rent out my tools when I am not using them.', phoneNumber: '+351 912 345 678', showPhone: true, languages: ['Português', 'English', 'Español'], verifiedProvider: true },
  { key: 'joao', email: 'joao@partilha.local', firstName: 'João', lastName: 'Santos', displayName: 'João Santos', city: 'Porto', postalCode: '4000-322', bio: 'Photographer and sound technician. My gear is well kept and always tested before each rental.', phoneNumber: '+351 934 111 222', showPhone: false, languages: ['Português', 'English'], verifiedProvider: true },
  { key: 'marta', email: 'marta@partilha.local', firstName: 'Marta', lastName: 'Oliveira', displayName: 'Marta Oliveira', city: 'Lisboa', postalCode: '1200-109', bio: 'Gardener and plant lover. Balconies, small gardens and seasonal pruning.', phoneNumber: '', showPhone: false, languages: ['Português', 'Français'] },
  { key: 'pedro', email: 'pedro@partilha.local', firstName: 'Pedro', lastName: 'Costa', displayName: 'Pedro Costa', city: 'Braga', postalCode: '4700-035', bio: 'IT help for families and small shops: networks, backups, new laptops set up properly.', phoneNumber: '+351 965 222 333', showPhone: true, languages: ['Português', 'English'] },
  { key: 'ines', email: 'ines@partilha.local', firstName: 'Inês', lastName: 'Rodrigues', displayName: 'Inês Rodrigues', city: 'Coimbra', postalCode: '3000-214', bio: 'Student and dog walker. Your pets are in good hands.', phoneNumber: '', showPhone: false, languages: ['Português', 'English', 'Deutsch'] },
  { key: 'tiago', email: 'tiago@partilha.local', firstName: 'Tiago', lastName: 'Almeida', displayName: 'Tiago Almeida', city: 'Faro', postalCode: '8000-138', bio: 'Surfer, camper and weekend DJ. Renting out the gear I love.', phoneNumber: '', showPhone: false, languages: ['Português', 'English'] },
  { key: 'sofia', email: 'sofia@partilha.local', firstName: 'Sofia', lastName: 'Pereira', displayName: 'Sofia Pereira', city: 'Porto', postalCode: '4050-253', bio: 'Graphic designer: logos, menus and social media for local businesses.', phoneNumber: '', showPhone: false, languages: ['Português', 'English', 'Italiano'], verifiedProvider: true },
  { key: 'rui', email: 'rui@partilha.local', firstName: 'Rui', lastName: 'Martins', displayName: 'Rui Martins', city: 'Lisboa', postalCode: '1150-020', bio: 'Removals with my own van, careful with fragile things.', phoneNumber: '+351 918 444 555', showPhone: true, languages: ['Português'] },
  { key: 'beatriz', email: 'beatriz@partilha.local', firstName: 'Beatriz', lastName: 'Sousa', displayName: 'Beatriz Sousa', city: 'Braga', postalCode: '4710-228', bio: 'Home cook and baker; I lend my kitchen machines to friends of friends.', phoneNumber: '', showPhone: false, languages: ['Português', 'English'] },
  { key: 'miguel', email: 'miguel@partilha.local', firstName: 'Miguel', lastName: 'Carvalho', displayName: 'Miguel Carvalho', city: 'Coimbra', postalCode: '3030-190', bio: 'Musician and teacher. Instruments for rent, lessons on request.', phoneNumber: '', showPhone: false, languages: ['Português', 'English'] },
];

export interface DemoListing {
  owner: string;
  type: 'service' | 'equipment';
  title: string;
  description: string;
  category: string;
  price: number;
  images: number;
  experience?: 'beginner' | 'intermediate' | 'expert' | 'professional';
  qualifications?: string[];
  brand?: string;
  model?: string;
  condition?: 'new' | 'like-new' | 'good' | 'fair' | 'well-used';
  specifications?: string[];
  deposit?: number;
  insurance?: boolean;
}

const s = (owner: string, title: string, category: string, price: number, description: string, experience: DemoListing['experience'], qualifications: string[] = [], images = 1): DemoListing => ({ owner, type: 'service', title, category, price, description, experience, qualifications, images });
const e = (owner: string, title: string, category: string, price: number, description: string, brand: string, model: string, condition: DemoListing['condition'], specifications: string[] = [], deposit = 0, insurance = false, images = 2): DemoListing => ({ owner, type: 'equipment', title, category, price, description, brand, model, condition, specifications, deposit, insurance, images });

export const DEMO_LISTINGS: DemoListing[] = [
  s('ana', 'IKEA furniture assembly', 'furniture-assembly', 22, 'Wardrobes, beds, kitchens and desks assembled quickly and level. I bring my own tools and take the packaging away.', 'professional', ['12 years as a carpenter'], 2),
  s('ana', 'Shelves, TVs and mirrors mounted', 'mounting-installation', 25, 'Wall mounting on brick, concrete or plasterboard with the right fixings for each wall. Cables tidied.', 'expert', ['Works with all wall types']),
  s('ana', 'Small home repairs', 'home-repairs', 28, 'Doors that stick, loose handles, squeaky floors, silicone around the bath — the list of small jobs, done in one visit.', 'professional'),
  s('rui', 'Removals with a van and two helpers', 'moving-services', 45, 'Small moves within Lisboa and surroundings. Van of 12 m³, blankets and straps included, two people carrying.', 'professional', ['Own van, insured for goods in transit'], 2),
  s('rui', 'Single-item transport', 'delivery-shopping', 30, 'That sofa from the second-hand shop, a washing machine, a bicycle: picked up and delivered the same day.', 'expert'),
  s('marta', 'Balcony and small garden care', 'gardening', 18, 'Planting, pruning, repotting and advice on what grows well facing your sun. Monthly visits possible.', 'expert', ['Course in urban horticulture'], 2),
  s('marta', 'Deep cleaning before you move out', 'cleaning-services', 16, 'Kitchen, bathrooms, windows and floors, with eco products. Deposit-back standard.', 'intermediate'),
  s('pedro', 'Home Wi-Fi that actually works', 'it-services', 35, 'I find the dead spots, set up mesh or cable, and secure the router. Printers and smart TVs too.', 'professional', ['Network administrator', 'Cisco CCNA'], 2),
  s('pedro', 'New laptop set-up and backups', 'it-services', 30, 'Move your files from the old computer, set up automatic backups and a password manager, and show you how it all works.', 'expert'),
  s('ines', 'Dog walking in Coimbra', 'pet-care', 10, 'Walks of 45 minutes to an hour in Choupal or along the river, alone or in a small group. Photos after each walk.', 'intermediate', [], 2),
  s('ines', 'Cat sitting at your home', 'pet-care', 12, 'Feeding, litter, playtime and a message each day while you are away.', 'intermediate'),
  s('sofia', 'Logo and menu design for small businesses', 'marketing-design', 40, 'A logo, a menu and a simple brand sheet for cafés, shops and studios. Two rounds of changes included.', 'professional', ['Degree in communication design'], 2),
  s('sofia', 'Social media posts for a month', 'marketing-design', 32, 'Twelve posts designed and scheduled, with captions in Portuguese and English.', 'expert'),
  s('beatriz', 'Help with paperwork and forms', 'administrative-support', 20, 'IRS, Finanças portal, residence appointments and letters — I help you fill it in and understand it.', 'intermediate'),
  s('beatriz', 'Groceries delivered for older neighbours', 'delivery-shopping', 12, 'Weekly shopping from your list, delivered and put away. Receipts always included.', 'beginner'),
  s('miguel', 'Guitar lessons for beginners', 'other', 20, 'First chords to first songs in a few weeks. Lessons at my studio or at your home.', 'professional', ['Conservatory of Coimbra']),
  s('tiago', 'DJ for small parties', 'personal-assistance', 50, 'Music for birthdays and garden parties up to 60 people, with my own sound system.', 'expert', [], 2),
  s('joao', 'Portrait and family photo session', 'other', 45, 'One hour outdoors in Porto, twenty edited photos delivered within a week.', 'professional', ['Portfolio on request'], 2),
  e('ana', 'Cordless drill Makita 18V', 'power-tools', 8, 'Drill and screwdriver with two batteries, charger and a box of bits. Perfect for assembly and light drilling.', 'Makita', 'DHP482', 'good', ['18 V, 2 × 3 Ah batteries', 'Hammer function'], 30),
  e('ana', 'Circular saw Bosch', 'power-tools', 12, 'For clean straight cuts in wood up to 55 mm. Comes with a guide rail and a new blade.', 'Bosch', 'PKS 55', 'like-new', ['1200 W', 'Cut depth 55 mm'], 60),
  e('ana', 'Complete hand tool kit', 'hand-tools', 5, 'Hammer, screwdrivers, pliers, spirit level, tape measure and saw in one case.', 'Stanley', 'FatMax kit', 'good', [], 20),
  e('rui', 'Hand truck and moving straps', 'hand-tools', 6, 'Folding hand truck (150 kg) with ratchet straps and six moving blankets.', 'Wolfcraft', 'TS 850', 'fair', ['Load 150 kg'], 25),
  e('marta', 'Electric hedge trimmer', 'gardening-tools', 9, 'Light and quiet, for hedges up to 2 m with the extension handle.', 'Gardena', 'EasyCut 500', 'good', ['500 W', '55 cm blade'], 30),
  e('marta', 'Lawn mower (petrol)', 'gardening-tools', 15, 'Self-propelled mower for gardens up to 800 m². Full tank on pick-up.', 'Honda', 'HRG 466', 'good', ['46 cm cut', 'Grass box 55 L'], 80, true),
  e('beatriz', 'KitchenAid stand mixer', 'kitchen-appliances', 10, 'Artisan mixer with whisk, paddle and dough hook. Great for holiday baking.', 'KitchenAid', 'Artisan 5KSM175', 'like-new', ['4.8 L bowl'], 50),
  e('beatriz', 'Bimby / Thermomix', 'kitchen-appliances', 14, 'The famous all-in-one cooker, with the recipe chip. Cleaned and checked after every rental.', 'Vorwerk', 'TM6', 'good', [], 150, true),
  e('pedro', 'Projector for movie nights', 'electronics', 14, 'Full HD projector with HDMI and a 100" portable screen.', 'Epson', 'EH-TW740', 'good', ['3300 lumens', 'Screen 100"'], 80),
  e('pedro', 'Laptop for events or exams', 'electronics', 12, 'Reliable 14" laptop, freshly reset, with charger.', 'Lenovo', 'ThinkPad T14', 'good', ['16 GB RAM', 'Windows 11'], 200, true),
  e('joao', 'Mirrorless camera with 24-70 lens', 'photography', 35, 'Full-frame camera with a versatile zoom, two batteries and a 128 GB card.', 'Sony', 'A7 III', 'like-new', ['24 MP full frame', '4K video'], 400, true),
  e('joao', 'Studio lighting kit', 'photography', 20, 'Two LED panels with soft boxes and stands. Easy to set up at home.', 'Godox', 'SL-60W kit', 'good', [], 100),
  e('joao', 'Wireless microphone pair', 'audio-visual', 10, 'Two clip-on transmitters and a receiver for cameras and phones.', 'Rode', 'Wireless GO II', 'like-new', [], 80),
  e('tiago', 'PA speaker pair with mixer', 'audio-visual', 40, 'Two 12" powered speakers with stands and a 4-channel mixer — for parties up to 100 people.', 'JBL', 'EON712', 'good', ['1300 W each', 'Bluetooth'], 250, true),
  e('tiago', '4-person camping tent', 'camping-outdoor', 12, 'Easy pitch tent with porch, plus four sleeping mats.', 'Quechua', 'Arpenaz 4.1', 'good', ['Sleeps 4', 'Weight 9 kg'], 40),
  e('tiago', 'Surfboard 7\'6" mini-malibu', 'sports-recreation', 15, 'Forgiving board for beginners and small days, with leash and wax.', 'Torq', 'Mod Fun 7\'6"', 'fair', [], 60),
  e('ines', 'City bike with child seat', 'sports-recreation', 8, 'Comfortable bike with a rear child seat, lock and lights.', 'Btwin', 'Elops 520', 'good', [], 50),
  e('sofia', 'Party lights and disco ball', 'party-events', 9, 'Warm string lights (40 m) and a motorised disco ball for the full effect.', 'Generic', 'Party pack', 'good', [], 20),
  e('sofia', 'Folding tables and chairs (set of 8)', 'party-events', 25, 'Two tables of 180 cm and eight chairs; delivery in Porto for a fee.', 'Lifetime', '180 cm set', 'well-used', [], 50),
  e('miguel', 'Digital piano with stand', 'musical-instruments', 18, 'Weighted 88 keys, pedal and headphones. Perfect for practice at home.', 'Yamaha', 'P-125', 'like-new', ['88 weighted keys'], 150),
  e('miguel', 'Acoustic guitar', 'musical-instruments', 6, 'Good beginner guitar with soft case, tuner and spare strings.', 'Yamaha', 'F310', 'good', [], 40),
  e('beatriz', 'Sewing machine', 'diy-crafts', 7, 'Simple and robust sewing machine with 20 stitches, ideal for repairs and small projects.', 'Singer', 'Heavy Duty 4423', 'good', [], 40),
];

/** Palette index per category family, so similar listings look alike. */
export function paletteFor(category: string): number {
  const families = [
    ['furniture-assembly', 'mounting-installation', 'home-repairs', 'power-tools', 'hand-tools'],
    ['moving-services', 'delivery-shopping', 'administrative-support', 'kitchen-appliances'],
    ['it-services', 'electronics', 'photography', 'audio-visual'],
    ['marketing-design', 'party-events', 'musical-instruments', 'other', 'personal-assistance'],
    ['gardening', 'gardening-tools', 'camping-outdoor', 'cleaning-services'],
    ['pet-care', 'sports-recreation', 'diy-crafts'],
  ];
  const index = families.findIndex((family) => family.includes(category));
  return index < 0 ? 0 : index;
}
