// The seeded retreat venue catalogue the venue picker pages and searches (spec 2 §7: offset, limit 50,
// query). Venues are generated from real places and venue kinds with a fixed seed, so every start of the
// server lists the same few hundred venues in the same order, and tests can name them.

/** Spec 2 §3 retreat_venue: what a retreat stores about its venue. */
export interface RetreatVenue {
  id: string;
  name: string;
  type: string;
  region: { city: string; country: string };
  tags: string[];
}

const PLACES: ReadonlyArray<[city: string, country: string, words: readonly string[]]> = [
  ['Sintra', 'Portugal', ['Serra', 'Moinho', 'Pena']],
  ['Aljezur', 'Portugal', ['Atlântico', 'Costa Vicentina', 'Arrifana']],
  ['Comporta', 'Portugal', ['Arrozal', 'Dunas', 'Pinhal']],
  ['Ubud', 'Indonesia', ['Sayan', 'Bambu', 'Campuhan']],
  ['Canggu', 'Indonesia', ['Sawah', 'Pererenan', 'Batu Bolong']],
  ['Rishikesh', 'India', ['Ganga', 'Tapovan', 'Laxman Jhula']],
  ['Goa', 'India', ['Arambol', 'Palolem', 'Ashvem']],
  ['Tulum', 'Mexico', ['Cenote', 'Jaguar', 'Selva']],
  ['Oaxaca', 'Mexico', ['Mezcal', 'Monte Albán', 'Zapoteca']],
  ['Nosara', 'Costa Rica', ['Guiones', 'Pelada', 'Ostional']],
  ['Santa Teresa', 'Costa Rica', ['Hermosa', 'Mal País', 'Playa Carmen']],
  ['Sedona', 'United States', ['Red Rock', 'Oak Creek', 'Cathedral']],
  ['Big Sur', 'United States', ['Esalen', 'Redwood', 'Pacific']],
  ['Ibiza', 'Spain', ['Sant Joan', 'Es Vedrà', 'Cala']],
  ['Mallorca', 'Spain', ['Tramuntana', 'Deià', 'Sóller']],
  ['Granada', 'Spain', ['Alpujarra', 'Sierra Nevada', 'Lanjarón']],
  ['Tuscany', 'Italy', ['Val d’Orcia', 'Chianti', 'Montepulciano']],
  ['Puglia', 'Italy', ['Masseria', 'Ostuni', 'Trulli']],
  ['Crete', 'Greece', ['Chania', 'Samaria', 'Psiloritis']],
  ['Paros', 'Greece', ['Naoussa', 'Lefkes', 'Kolymbithres']],
  ['Chiang Mai', 'Thailand', ['Doi Suthep', 'Mae Rim', 'Lanna']],
  ['Koh Phangan', 'Thailand', ['Srithanu', 'Haad Rin', 'Thong Nai Pan']],
  ['Marrakech', 'Morocco', ['Atlas', 'Ourika', 'Palmeraie']],
  ['Essaouira', 'Morocco', ['Mogador', 'Argan', 'Sidi Kaouki']],
  ['Byron Bay', 'Australia', ['Hinterland', 'Wategos', 'Mullumbimby']],
  ['Cotswolds', 'United Kingdom', ['Chipping', 'Windrush', 'Stow']],
  ['Dordogne', 'France', ['Périgord', 'Vézère', 'Sarlat']],
  ['Provence', 'France', ['Luberon', 'Lavande', 'Ventoux']],
  ['Bavaria', 'Germany', ['Chiemsee', 'Allgäu', 'Zugspitze']],
  ['Kyoto', 'Japan', ['Arashiyama', 'Ohara', 'Kurama']],
  ['Pisac', 'Peru', ['Valle Sagrado', 'Urubamba', 'Apu']],
  ['Bariloche', 'Argentina', ['Nahuel Huapi', 'Llao Llao', 'Cerro Otto']],
];

const KINDS: ReadonlyArray<[kind: string, type: string, tags: readonly string[]]> = [
  ['Retreat Centre', 'RETREAT_CENTER', ['meditation', 'yoga']],
  ['Eco Lodge', 'ECO_LODGE', ['nature', 'sustainable']],
  ['Villa', 'VILLA', ['private', 'pool']],
  ['Farmhouse', 'FARMHOUSE', ['organic', 'countryside']],
  ['Ashram', 'ASHRAM', ['meditation', 'silence']],
  ['Boutique Hotel', 'HOTEL', ['spa', 'comfort']],
  ['Monastery Guesthouse', 'MONASTERY', ['silence', 'contemplative']],
  ['Surf Camp', 'CAMP', ['surf', 'ocean']],
  ['Mountain Hut', 'LODGE', ['hiking', 'mountains']],
  ['Beach House', 'VILLA', ['ocean', 'beach']],
];

// A small linear congruential generator: the same seed always yields the same catalogue.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The catalogue: every place with a seeded choice of venue kinds and names, sorted by name; ids are stable. */
function buildCatalogue(): RetreatVenue[] {
  const random = seeded(20261124);
  const venues: RetreatVenue[] = [];
  PLACES.forEach(([city, country, words], p) => {
    KINDS.forEach(([kind, type, tags], k) => {
      // About nine in ten combinations exist, so places differ in what they offer.
      if (random() < 0.1) return;
      const word = words[Math.floor(random() * words.length)]!;
      const name = random() < 0.5 ? `${word} ${kind}` : `${kind} ${word}`;
      venues.push({ id: `venue-${String(p * KINDS.length + k + 1).padStart(4, '0')}`, name, type, region: { city, country }, tags: [...tags] });
    });
  });
  return venues.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Every seeded venue, sorted by name. */
export const VENUE_CATALOGUE: readonly RetreatVenue[] = buildCatalogue();

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Venues whose name, city, country or tags contain every word of `query` (case and accents ignored). */
export function searchVenues(query: string): RetreatVenue[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...VENUE_CATALOGUE];
  return VENUE_CATALOGUE.filter((v) => {
    const text = fold([v.name, v.region.city, v.region.country, ...v.tags].join(' '));
    return words.every((w) => text.includes(w));
  });
}
