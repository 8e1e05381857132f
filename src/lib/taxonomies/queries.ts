/** The public reads of audiences, journey stages and topics, and the tables each kind lives in. */
import { asc } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import {
  journeyStages,
  personas,
  postJourneyStages,
  postPersonas,
  postTopics,
  topics,
} from '#lib/db/schema.ts';
import type { Taxonomies, Taxonomy, TaxonomyKind } from '#lib/content/types.ts';
import { TAXONOMY_KIND_LIST } from './terms.ts';

/** Each kind's table, and the table that links it to posts. */
export const taxonomyTables = {
  persona: { table: personas, link: postPersonas, linkId: postPersonas.personaId },
  journeyStage: {
    table: journeyStages,
    link: postJourneyStages,
    linkId: postJourneyStages.journeyStageId,
  },
  topic: { table: topics, link: postTopics, linkId: postTopics.topicId },
} as const;

export async function listTaxonomy(db: Database, kind: TaxonomyKind): Promise<Taxonomy[]> {
  const { table } = taxonomyTables[kind];
  return db
    .select({ id: table.id, slug: table.slug, name: table.name, intro: table.intro })
    .from(table)
    .orderBy(asc(table.name), asc(table.slug));
}

export async function allTaxonomies(db: Database): Promise<Taxonomies> {
  const [personaList, stageList, topicList] = await Promise.all(
    TAXONOMY_KIND_LIST.map((kind) => listTaxonomy(db, kind)),
  );
  return { personas: personaList ?? [], journeyStages: stageList ?? [], topics: topicList ?? [] };
}
