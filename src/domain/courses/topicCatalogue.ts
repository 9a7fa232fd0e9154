import catalogueFile from '../../../schemas/common/topicCatalogue.schema.json';

/** The topic groups of spec 1 §3. */
export type TopicGroup = 'BENEFITS' | 'PRACTICES' | 'ORIGINS' | 'GENRES' | 'LEVEL' | 'TALK_TYPES';

/** The five flags a topic may carry; a selection has a flag when any of its topics has it. */
export const TOPIC_FLAGS = ['is_secular', 'is_newage', 'is_religion', 'is_spirituality', 'is_science'] as const;
export type TopicFlag = (typeof TOPIC_FLAGS)[number];
export type TopicFlags = Record<TopicFlag, boolean>;

/** One catalogue entry (spec 1 §3 'Topic catalogue entry'). */
export interface Topic extends TopicFlags {
  id: string;
  name: string;
  short_description: string;
  topic_group: TopicGroup;
  is_parent: 0 | 1;
  parent?: string;
  related_topics: string[];
}

interface Choice {
  const: string;
  title: string;
  description?: string;
  'x-ui': { options: Omit<Topic, 'id' | 'name' | 'short_description'> };
}

const defs = (catalogueFile as unknown as { $defs: Record<string, { oneOf: Choice[] }> }).$defs;

/** Every topic of the catalogue, in file order. */
export const TOPICS: readonly Topic[] = Object.values(defs).flatMap((def) =>
  def.oneOf.map((c) => ({ id: c.const, name: c.title, short_description: c.description ?? '', ...c['x-ui'].options })),
);

const byId = new Map(TOPICS.map((t) => [t.id, t]));

/** The topic with this id, if the catalogue has it. */
export function topicById(id: string): Topic | undefined {
  return byId.get(id);
}

/** The topics of one group, parents before their children. */
export function topicsOfGroup(group: TopicGroup): Topic[] {
  return TOPICS.filter((t) => t.topic_group === group).sort((a, b) => b.is_parent - a.is_parent);
}

/** The five flags of a selection: each is true when any selected topic has it (unknown ids count for nothing). */
export function topicFlags(ids: readonly string[]): TopicFlags {
  const topics = ids.map(topicById).filter((t): t is Topic => t !== undefined);
  return Object.fromEntries(TOPIC_FLAGS.map((flag) => [flag, topics.some((t) => t[flag])])) as TopicFlags;
}

/** All five flags set: what a workplace-skill course carries whatever its origins (spec 1 §4). */
export const ALL_FLAGS: TopicFlags = Object.fromEntries(TOPIC_FLAGS.map((f) => [f, true])) as TopicFlags;
