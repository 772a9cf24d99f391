/**
 * The people of content/people.yaml, each drawn once, in the order of their ids: the look their name
 * reads as, and a complexion (an index into SKIN_TONES, light to deep). The portrait of person 7 is
 * /art/faces/7.svg, the avatar that person names, so a name is always shown with its own face and
 * never with another's.
 */
import { type AvatarTraits, type HairStyle, type Look, SKIN_TONES } from "./avatar.ts";

export interface Portrait {
  name: string;
  look: Look;
  skin: (typeof SKIN_TONES)[number];
  /** A style the person wears, where chance should not pick it. */
  style?: HairStyle;
  hair?: string;
}

/** Black hair, for names chance would otherwise draw blond or red. */
const black: Pick<AvatarTraits, "hair"> = { hair: "#1f1a17" };

/** "Lucía Fernández" → "lucia-fernandez": the seed a portrait is drawn from, so it keeps its face if ids move. */
export function portraitSeed(name: string): string {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The team first, then the clients quoted in testimonials, then the readers who commented. */
const people: [name: string, look: Look, skin: number, drawn?: Partial<Pick<Portrait, "style" | "hair">>][] = [
  ["Maya Lindgren", "woman", 0],
  ["Jonas Weber", "man", 1],
  ["Ada Okoro", "woman", 5],
  ["Leo Marsh", "man", 1],
  ["Priya Raman", "woman", 3],
  ["Tomás Ferreira", "man", 2],
  ["Hana Sato", "woman", 1, black],
  ["Samuel Adeyemi", "man", 4],
  ["Amara Diallo", "woman", 5],
  ["Sofia Marquez", "woman", 2],
  ["Kenji Mori", "man", 1, black],
  ["Hannah Whitfield", "woman", 0],
  ["Marcus Oyelaran", "man", 4],
  ["Sofia Marchetti", "woman", 1],
  ["Daniel Kovac", "man", 0],
  ["Anjali Menon", "woman", 3],
  ["Tom Achterberg", "man", 0],
  ["Lucía Fernández", "woman", 2],
  ["James Holloway", "man", 1],
  ["Amara Nwosu", "woman", 5],
  ["Erik Lindqvist", "man", 0],
  ["Grace Okafor", "woman", 4],
  ["Oliver Brandt", "man", 1],
  ["Nadia Petrova", "woman", 0],
  ["Ethan Brooks", "man", 2],
  ["Mei Lin Chua", "woman", 1, black],
  ["Kofi Boateng", "man", 5],
  ["Isabel Navarro", "woman", 2],
  ["Ryan Gallagher", "man", 0],
  ["Margaret Ellison", "woman", 1],
  ["Samir Haddad", "man", 3],
  ["Claire Dubois", "woman", 0],
  ["Jonathan Reeves", "man", 4],
  ["Aiko Yamamoto", "woman", 1, black],
  ["Gareth Pryce", "man", 1],
  ["Laura Hughes", "woman", 1],
  ["Victor Alvarez", "man", 2],
  ["Priya Desai", "woman", 3],
  ["Tom Whitaker", "man", 1],
  ["Rosa Martins", "woman", 2],
  ["Hannah Cole", "woman", 4],
  ["Diego Fernández", "man", 2],
  ["Sara Lindholm", "woman", 0],
  ["Marcus Bell", "man", 5],
  ["Amira Saleh", "woman", 3],
  ["Jack Turner", "man", 0],
  ["Chloe Adams", "woman", 1],
  ["Mateus Oliveira", "man", 3],
  ["Yasmin Farouk", "woman", 3, { style: "headscarf" }],
  ["Paul Henderson", "man", 1],
  ["Elif Demir", "woman", 2],
  ["Amelia Hart", "woman", 0],
  ["Daniel Okafor", "man", 5],
  ["Priya Nair", "woman", 4],
  ["Tom Becker", "man", 0],
  ["Lena Fischer", "woman", 1],
  ["Marcus Reid", "man", 3],
  ["Sarah Whitman", "woman", 1],
  ["Kenji Watanabe", "man", 1, black],
  ["Rosa Delgado", "woman", 2],
  ["Ben Carter", "man", 1],
  ["Helen Osei", "woman", 5],
  ["Luis Moreno", "man", 2],
  ["Grace Mbeki", "woman", 5],
  ["Oliver Grant", "man", 0],
  ["Nadia Rahman", "woman", 3],
  ["Peter Lund", "man", 0],
  ["Chloe Bennett", "woman", 0],
  ["Arjun Mehta", "man", 3],
  ["Ingrid Svensson", "woman", 0],
  ["Maya Cohen", "woman", 1],
  ["Fatima Al-Sayed", "woman", 3, { style: "headscarf" }],
  ["Chris Dalton", "man", 1],
  ["Hannah Price", "woman", 2],
  ["Victor Lindgren", "man", 0],
  ["Zoe Harrington", "woman", 1],
  ["Rahul Kapoor", "man", 3],
  ["Isabel Torres", "woman", 2],
  ["Michael Brennan", "man", 1],
  ["Aisha Karim", "woman", 4],
  ["David Moss", "man", 2],
  ["Emma Lindqvist", "woman", 0],
  ["Thomas Okoye", "man", 5],
  ["Olivia Brooks", "woman", 4],
  ["Mateo Silva", "man", 2],
  ["Julia Novak", "woman", 0],
  ["Kwame Asante", "man", 5],
  ["Sophie Turner", "woman", 1],
  ["Ravi Shankar", "man", 4],
  ["Laura Jensen", "woman", 0],
  ["Femi Adebayo", "man", 4],
  ["Catherine Moore", "woman", 1],
  ["Ahmed Hassan", "man", 3],
  ["Elena Popescu", "woman", 1],
  ["George Miller", "man", 1],
  ["Rachel Adams", "woman", 2],
  ["Pedro Alves", "man", 2],
  ["Martin Schulz", "man", 0],
  ["Anna Kowalski", "woman", 0],
  ["Leo Fontaine", "man", 1],
  ["Nora Byrne", "woman", 0],
  ["Hugo Martin", "man", 1],
  ["Simone Ricci", "woman", 2],
  ["Owen Price", "man", 0],
  ["Ella Thompson", "woman", 3],
  ["Diego Ramos", "man", 3],
  ["Freya Olsen", "woman", 0],
  ["Samuel Greene", "man", 4],
  ["Clara Hoffmann", "woman", 1],
  ["Ian Walsh", "man", 0],
  ["Megan Clarke", "woman", 1],
  ["Tariq Aziz", "man", 3],
  ["Lucy Harper", "woman", 0],
  ["Nikhil Rao", "man", 4],
  ["Beatrice Lowe", "woman", 1],
  ["Carlos Mendes", "man", 2],
  ["Harriet Blake", "woman", 2],
  ["Jamal Wright", "man", 5],
  ["Karen Doyle", "woman", 1],
  ["Andrew Kim", "man", 1, black],
  ["Fiona Grant", "woman", 0],
  ["Rui Costa", "man", 2],
  ["Rebecca Stone", "woman", 3],
  ["Kofi Mensah", "man", 5],
  ["Yuki Tanaka", "woman", 1, black],
  ["Tayo Okonjo", "man", 4],
  ["Lukas Brandl", "man", 0],
];

export const PORTRAITS: readonly Portrait[] = people.map(([name, look, skin, drawn]) => ({
  name,
  look,
  skin: SKIN_TONES[skin] ?? SKIN_TONES[0],
  ...drawn,
}));
