import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, TOPICS, topicById, topicFlags, topicsOfGroup } from './topicCatalogue';

describe('topic catalogue', () => {
  it('holds the spec ids in their groups, with unique ids and known related topics and parents', () => {
    for (const id of ['kids-meditation', 'kids-sleep', 'taoist-meditation']) expect(topicById(id)?.topic_group).toBe('PRACTICES');
    const origins = topicsOfGroup('ORIGINS').map((t) => t.id);
    for (const id of ['buddhism', 'christianity', 'hinduism', 'islam', 'judaism', 'sikhism', 'sufism', 'taoism', 'shinto', 'shamanism', 'yoga', 'neuroscience', 'psychology']) {
      expect(origins).toContain(id);
    }
    expect(topicsOfGroup('LEVEL').map((t) => t.id)).toEqual(['beginner', 'intermediate', 'advanced', 'alllevels']);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    for (const topic of TOPICS) {
      for (const related of topic.related_topics) expect(topicById(related), `${topic.id} → ${related}`).toBeDefined();
      if (topic.parent) expect(topicById(topic.parent)?.is_parent).toBe(1);
    }
  });

  it('lists parents before their children', () => {
    const benefits = topicsOfGroup('BENEFITS');
    expect(benefits.findIndex((t) => t.id === 'stress')).toBeLessThan(benefits.findIndex((t) => t.id === 'anxiety'));
  });

  it('sets each of the five flags when any selected topic has it', () => {
    expect(topicFlags([])).toEqual({ is_secular: false, is_newage: false, is_religion: false, is_spirituality: false, is_science: false });
    expect(topicFlags(['neuroscience'])).toEqual({ is_secular: true, is_newage: false, is_religion: false, is_spirituality: false, is_science: true });
    expect(topicFlags(['neuroscience', 'buddhism', 'shamanism'])).toEqual(ALL_FLAGS);
    expect(topicFlags(['not-a-topic'])).toEqual(topicFlags([]));
  });
});
