// The blog's first three articles (issue 13), written by the trainers of the demo timetable (./seed.ts) in the
// studio's voice. Inserted when the posts table is empty at start, published, a week apart.
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { renderMarkdown } from '../modules/posts/markdown';
import { PostsRepository } from '../modules/posts/posts.repository';

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  coverImage: string;
  /** Days before the seeding the article counts as published. */
  daysAgo: number;
  body: string;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'hiit-am-morgen',
    title: 'HIIT um halb sieben: Warum sich der frühe Wecker lohnt',
    excerpt:
      'Drei Mal die Woche starten wir um 6:30 Uhr mit HIIT Functional in den Tag. Murat erklärt, was 45 Minuten Intervalle vor der Arbeit mit dir machen – und wie du den Einstieg schaffst.',
    author: 'Murat Yilmaz',
    coverImage: 'hero-gym',
    daysAgo: 2,
    body: `Montag, Mittwoch und Freitag um 6:30 Uhr ist bei uns die Fläche voll: Kettlebells, Seile, Sprungkästen und eine Gruppe, die noch ein bisschen verschlafen aussieht. Nach 45 Minuten sieht das anders aus. Ich trainiere diese Gruppe seit Jahren und höre jede Woche denselben Satz: „Danach läuft der ganze Tag besser.“

## Was HIIT eigentlich ist

HIIT heißt hochintensives Intervalltraining. Du arbeitest kurz und hart – zum Beispiel 40 Sekunden Kettlebell-Swings – und erholst dich dann bewusst, etwa 20 Sekunden. Das wiederholen wir in Blöcken. Der Trick: Die Pausen sind genauso Teil des Trainings wie die Belastung.

- **Kurz:** 45 Minuten inklusive Aufwärmen und Cool-down.
- **Funktionell:** Wir trainieren Bewegungen, die du im Alltag brauchst – hocken, heben, drücken, ziehen, springen.
- **Skalierbar:** Jede Übung gibt es in einer leichteren und einer schwereren Variante. Du entscheidest, wie hart dein Intervall wird.

## Warum morgens?

Morgens hast du noch keinen Termin verpasst und keine Ausrede gesammelt. Wer um 6:30 Uhr trainiert, hat das Wichtigste des Tages schon erledigt, bevor die ersten Mails kommen. Dazu kommt: Eine feste Uhrzeit macht aus Vorsätzen eine Gewohnheit.

## So schaffst du den Einstieg

1. **Leg dir am Abend alles raus.** Schuhe, Shirt, Trinkflasche – morgens willst du nicht suchen.
2. **Iss eine Kleinigkeit oder gar nichts.** Eine halbe Banane reicht vielen völlig. Probier aus, was dir guttut.
3. **Komm fünf Minuten früher.** Dann zeige ich dir die Übungen, bevor es losgeht.
4. **Starte mit einem Termin pro Woche.** Zwei oder drei kommen von selbst, wenn du merkst, wie gut der Tag danach läuft.

Du musst nicht fit sein, um anzufangen – du fängst an, um fit zu werden. Buch dir deinen Platz im Kursplan und sag beim ersten Mal kurz Bescheid, dass du neu bist. Wir sehen uns um halb sieben!`,
  },
  {
    slug: 'mobility-zehn-minuten',
    title: 'Zehn Minuten Mobility, die dein Training besser machen',
    excerpt:
      'Steife Hüften, runder Rücken, Schultern, die beim Überkopfdrücken zwicken? Lena zeigt dir eine kurze Mobility-Routine, die du vor jedem Functional-Training oder morgens nach dem Aufstehen machen kannst.',
    author: 'Lena Berger',
    coverImage: 'hero-about',
    daysAgo: 9,
    body: `Viele denken bei Beweglichkeit an Spagat und Yoga-Posen. Mir geht es um etwas Einfacheres: Du sollst tief in die Hocke kommen, ohne dass die Fersen abheben, und die Arme über den Kopf bringen, ohne ins Hohlkreuz zu fallen. Genau das brauchst du in jedem Functional Training und im HIIT – und im Alltag sowieso.

## Die Routine (etwa zehn Minuten)

Mach jede Übung ruhig und mit langem Ausatmen. Schmerz ist kein Ziel; ein deutliches Ziehen ist in Ordnung.

1. **Katze–Kuh, 10 Wiederholungen.** Im Vierfüßlerstand den Rücken abwechselnd rund machen und sanft durchhängen lassen.
2. **Hüftbeuger-Dehnung, je Seite 45 Sekunden.** Im Ausfallschritt das hintere Knie ablegen, Becken leicht nach vorne schieben.
3. **Tiefe Hocke, 1 Minute.** Halt dich ruhig an einem Pfosten fest und schieb die Knie mit den Ellbogen nach außen.
4. **Brustwirbelsäulen-Rotation, je Seite 8 Mal.** In Seitenlage die Knie angewinkelt, den oberen Arm wie eine Buchseite aufklappen.
5. **Schulterkreisen mit Band oder Handtuch, 10 Mal.** Die Arme gestreckt über den Kopf nach hinten und zurück führen.

## Wann du sie machst

- **Vor dem Training** als Teil deines Aufwärmens – gerade morgens, wenn der Körper noch steif ist.
- **An Bürotagen** als Pause zwischendurch: Schon die Hocke und die Rotation wirken Wunder.
- **Am Sonntag** in meinem Kurs *Mobility & Stretching*, wo wir das Ganze in Ruhe und ausführlicher machen.

## Mein Tipp

Beweglichkeit kommt durch Regelmäßigkeit, nicht durch Intensität. Zehn Minuten an fünf Tagen bringen dir mehr als eine Stunde einmal im Monat. Probier die Routine eine Woche lang aus und schau, wie sich deine Kniebeuge anfühlt – ich bin gespannt auf dein Feedback!`,
  },
  {
    slug: 'functional-training-alltag',
    title: 'Functional Training: Stark für den Alltag, nicht nur für den Spiegel',
    excerpt:
      'Einkäufe tragen, Kinder hochheben, die Treppe in den vierten Stock: Jonas erklärt, warum wir im Studio Bewegungen statt Muskeln trainieren – und wie du mit drei Grundmustern anfängst.',
    author: 'Jonas Weber',
    coverImage: 'hero-level-up',
    daysAgo: 16,
    body: `Bei uns im Studio wirst du wenige Maschinen finden, an denen man einen einzelnen Muskel isoliert. Stattdessen trainieren wir Bewegungen. Das ist kein Trend, sondern eine Frage der Alltagstauglichkeit: Im echten Leben arbeitet dein Körper immer als Ganzes.

## Drei Bewegungsmuster für den Anfang

**Hocken.** Die Kniebeuge ist die Grundlage für alles, was du vom Boden aufhebst oder wo du dich hinsetzt. Fang mit dem eigenen Körpergewicht an, später kommt eine Kettlebell vor die Brust (Goblet Squat).

**Heben.** Beim Kreuzheben lernst du, Lasten aus der Hüfte zu bewegen und den Rücken lang zu halten. Genau das schützt dich beim nächsten Umzug.

**Tragen.** Der Farmer's Walk – in jeder Hand ein Gewicht und los – trainiert Griffkraft, Rumpf und Haltung auf einmal. Unterschätz ihn nicht!

## Wie oft?

Zwei bis drei Einheiten pro Woche reichen für spürbare Fortschritte. Wichtig ist, dass du die Technik sauber lernst, bevor du schwerer wirst. Deshalb schauen wir Trainerinnen und Trainer in jeder Stunde genau hin und korrigieren dich.

## Ausdauer gehört dazu

Functional Training heißt nicht nur Kraft. Wer im Alltag fit sein will, braucht auch eine gute Ausdauer. Montags um 7 Uhr beim *Spinning Intervall* oder samstags beim *Lauftreff am Morgen* holst du dir die dazu – und lernst nebenbei die anderen Frühaufsteherinnen und Frühaufsteher kennen.

Komm vorbei, probier es aus und frag uns alles, was du wissen willst. Wir freuen uns auf dich!`,
  },
];

/** Inserts the seed articles when there are no posts; returns whether it did. */
export async function seedPosts(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const posts = new PostsRepository(db);
  if ((await posts.count()) > 0) return false;
  await posts.insertMany(
    SEED_POSTS.map((post) => {
      const at = new Date(now.getTime() - post.daysAgo * 24 * 60 * 60 * 1000).toISOString();
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        bodyFormat: 'markdown' as const,
        bodyHtml: renderMarkdown(post.body),
        coverImage: post.coverImage,
        author: post.author,
        status: 'published',
        publishedAt: at,
        at,
      };
    }),
  );
  return true;
}
