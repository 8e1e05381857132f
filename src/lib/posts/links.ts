/** A post's links to its audiences, journey stages and topics, written by the admin and the seeder, read by revisions. */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { postJourneyStages, postPersonas, postTopics } from '#lib/db/schema.ts';

export interface PostLinks {
  personaIds: readonly string[];
  journeyStageIds: readonly string[];
  topicIds: readonly string[];
}

/** Sets a post's audiences, stages and topics to exactly the given ids (call inside a transaction). */
export async function replacePostLinks(
  tx: Transaction | Database,
  postId: string,
  links: PostLinks,
): Promise<void> {
  await tx.delete(postPersonas).where(eq(postPersonas.postId, postId));
  await tx.delete(postJourneyStages).where(eq(postJourneyStages.postId, postId));
  await tx.delete(postTopics).where(eq(postTopics.postId, postId));
  if (links.personaIds.length > 0)
    await tx
      .insert(postPersonas)
      .values(links.personaIds.map((personaId) => ({ postId, personaId })));
  if (links.journeyStageIds.length > 0)
    await tx
      .insert(postJourneyStages)
      .values(links.journeyStageIds.map((journeyStageId) => ({ postId, journeyStageId })));
  if (links.topicIds.length > 0)
    await tx.insert(postTopics).values(links.topicIds.map((topicId) => ({ postId, topicId })));
}

/** A post's audience, stage and topic ids, each list sorted (so two reads of one post compare equal). */
export async function readPostLinks(
  db: Transaction | Database,
  postId: string,
): Promise<PostLinks> {
  const [personaLinks, stageLinks, topicLinks] = await Promise.all([
    db.select().from(postPersonas).where(eq(postPersonas.postId, postId)),
    db.select().from(postJourneyStages).where(eq(postJourneyStages.postId, postId)),
    db.select().from(postTopics).where(eq(postTopics.postId, postId)),
  ]);
  return {
    personaIds: personaLinks.map((link) => link.personaId).sort(),
    journeyStageIds: stageLinks.map((link) => link.journeyStageId).sort(),
    topicIds: topicLinks.map((link) => link.topicId).sort(),
  };
}
