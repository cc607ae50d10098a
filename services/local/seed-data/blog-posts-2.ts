/** Demo blog posts: AI assistants for support, and learning apps (see blogs.ts). */
import { CONTACT_CTA, type DemoBlogSource } from './blog-types';

export const POSTS_AI_LEARNING: DemoBlogSource[] = [
  {
    id: 'demo-blog-ai-support',
    imageId: '0b1f0000-0000-4000-8000-000000000004',
    slug: 'ai-assistants-for-customer-support',
    title: 'AI assistants for customer support: a sober guide',
    industry: 'Technology',
    tags: ['AI', 'Customer support', 'Data analytics'],
    author: 'Ananya Rao',
    daysAgo: 62,
    metaDescription:
      'What AI assistants do well in customer support, where they fail, and how to evaluate one on your own tickets before rolling it out.',
    heroImageAlt: 'Chat bubbles between a customer and a friendly robot assistant',
    ogTitle: 'AI assistants for support',
    scene: 'blog-ai',
    cta: CONTACT_CTA,
    blocks: [
      'Every support leader has now seen the demo: a chatbot answers a tricky question in perfect prose, and the room imagines the queue shrinking by half. Six months later many of those projects are quietly switched off, because the assistant was confidently wrong often enough to cost more than it saved.',
      'Assistants built on large language models can be genuinely useful in support. The difference between the projects that stay switched on and the ones that do not is rarely the model. It is the scope, the sources and, above all, the evaluation.',
      ['h2', 'What assistants do well'],
      [
        'ul',
        [
          '<strong>Finding the answer in long documents.</strong> Manuals, policies and past tickets that no agent has time to search.',
          '<strong>Drafting replies for a person to check.</strong> Agents edit rather than write, and the tone stays consistent.',
          '<strong>Summarising a long thread</strong> when a ticket changes hands, so nobody asks the customer to repeat themselves.',
          '<strong>Routing.</strong> Reading a new ticket and sending it to the right queue with the right priority.',
        ],
      ],
      ['h2', 'Where they fail'],
      'Assistants fail in predictable ways. They answer questions their sources do not cover, because a fluent guess looks the same as a grounded answer. They apply last year’s policy, because an old document was still in the index. And they are easy to talk into things, because they were trained to be helpful. Each failure has a design answer, and none of the answers is “a better prompt”.',
      ['h2', 'Ground every answer in your own sources'],
      'A support assistant should answer only from documents you control, and show which ones it used. This is retrieval: the question is matched against your knowledge base, the best passages are handed to the model, and the model is told to answer from them or say it cannot. Citations turn a black box into something an agent can check in seconds.',
      'We built this pattern for GridWise, where wind-farm technicians ask questions about turbines from six manufacturers. The assistant reads 12,000 pages of manuals and old work orders, cites the page it used, and refuses when the sources do not cover the question. Technicians trust it because they can see where each answer came from; repeat site visits fell 27% in the first quarter.',
      ['h2', 'Evaluate on your own tickets, before launch'],
      'The single most useful thing you can build is an evaluation set: a few hundred real questions from your own history, each with the answer a good agent would give. Run the assistant on the set before launch and after every change to the model, the prompt or the documents. Score answers as correct, incomplete, wrong or refused.',
      [
        'code',
        `type Verdict = 'correct' | 'incomplete' | 'wrong' | 'refused';

interface EvalCase {
  question: string;          // taken from a real ticket, anonymised
  expected: string;          // what a senior agent answered
  mustCite?: string[];       // documents a good answer uses
}

async function evaluate(cases: EvalCase[]) {
  const verdicts = await Promise.all(cases.map(async (c) => {
    const answer = await assistant.answer(c.question);
    return grade(c, answer);   // a reviewer, or a second model checked by people
  }));
  return tally(verdicts);      // e.g. { correct: 0.81, wrong: 0.03, refused: 0.11 }
}`,
      ],
      'The number to watch is not the share of correct answers. It is the share of wrong ones. A refusal costs an agent a minute; a confident wrong answer can cost a customer. Set a ceiling for wrong answers, such as three percent, and do not launch above it.',
      ['h2', 'Start with agents, not customers'],
      'Put the assistant in front of your own agents first, as a drafting and search tool. They will find its failure modes faster than any test set, and every correction they make is a new evaluation case. Only when the wrong-answer rate holds below your ceiling for several weeks should it answer customers directly, and then for a narrow set of topics with an easy path to a person.',
      ['h3', 'A rollout plan that works'],
      [
        'ol',
        [
          'Collect 200 to 300 real questions with good answers.',
          'Index only current, owned documents; remove anything stale.',
          'Require citations, and allow the assistant to refuse.',
          'Run the evaluation set on every change; track wrong answers first.',
          'Launch to agents as a drafting tool for four to six weeks.',
          'Open a narrow set of topics to customers, with a visible way to reach a person.',
        ],
      ],
      ['h2', 'What it costs'],
      'A grounded assistant for one product line, with an evaluation set and an agent-facing pilot, typically takes eight to twelve weeks. GridWise went from pilot to production in ten. Most of that time goes into the documents and the evaluation, not the model, which is exactly where it should go.',
      [
        'quote',
        'The question is not whether the assistant is clever. It is whether you know how often it is wrong.',
      ],
    ],
  },
  {
    id: 'demo-blog-edtech-engagement',
    imageId: '0b1f0000-0000-4000-8000-000000000005',
    slug: 'learning-apps-students-come-back-to',
    title: 'Learning apps students come back to',
    industry: 'Education',
    tags: ['EdTech', 'UX', 'Mobile', 'MVP'],
    author: 'Rohan Mehta',
    daysAgo: 105,
    metaDescription:
      'Streaks and badges fade in weeks. What keeps students coming back is short sessions, visible progress and teachers in the loop. Lessons from a platform used by 40 schools.',
    heroImageAlt: 'An open book next to a phone showing a checklist of lessons and a progress bar',
    ogTitle: 'Learning apps students come back to',
    scene: 'blog-learning',
    cta: CONTACT_CTA,
    blocks: [
      'Most learning apps see the same curve: a spike of enthusiasm in the first week, a slide through the second, and by the end of the month a few dedicated students and a lot of unopened notifications. The usual response is more gamification: streaks, badges, leaderboards. In our experience those buy a few weeks at most.',
      'We have spent the last two years building CampusQuest, a learning platform now used by 40 schools, and a handful of other education products. The students who keep coming back do so for quieter reasons.',
      ['h2', 'Make sessions short and finishable'],
      'Students open a learning app in the gaps of a day: on a bus, before dinner, between classes. A session that cannot be finished in ten minutes is a session that will be abandoned, and an abandoned session feels like a small failure. We design every activity to fit in five to ten minutes, with a clear end screen that says what was achieved.',
      [
        'ul',
        [
          'Split long lessons into parts that each end on something done.',
          'Save progress after every answer, not at the end of a module.',
          'Let a student resume exactly where they left off, on any device.',
        ],
      ],
      ['h2', 'Show progress that means something'],
      'Points and badges measure activity. Students care about competence: “I can now solve quadratic equations” is worth more than “you earned 50 points”. CampusQuest’s progress view shows each student which skills they have practised and how confident the quizzes say they are. Teachers see the same view for the whole class.',
      ['h2', 'Keep the teacher in the loop'],
      'The strongest predictor of whether students return is whether their teacher uses what the app shows. When a teacher opens class with “most of you struggled with question four, let’s look at it”, students learn that their practice is seen. We built CampusQuest’s quizzes to grade themselves and summarise results for the teacher, which saves teachers about three hours a week on grading, and gives them something to talk about in class.',
      ['h2', 'Design for the school network'],
      'School Wi-Fi is slow, crowded and filtered. An app that needs a fast connection to start a quiz will fail in the room where it matters most. We load quizzes ahead of time, let students answer offline and sync when the network returns. Offline quizzes were the first feature we added after CampusQuest’s MVP, because teachers asked for it in the first week.',
      [
        'code',
        `// A quiz is downloaded whole, answered offline, and synced later.
async function startQuiz(id: string) {
  const quiz = (await cache.get(id)) ?? (await api.quiz(id));
  await cache.put(id, quiz);
  return quiz;
}

async function answer(quizId: string, questionId: string, choice: string) {
  await outbox.add({ quizId, questionId, choice, at: Date.now() });
  void outbox.flush(); // retried when the connection comes back
}`,
      ],
      ['h2', 'Let students see each other, carefully'],
      'Learning is social, but public leaderboards mostly motivate the students who were already at the top. What works better is small-group visibility: a class goal everyone contributes to, or a note that three classmates finished the same exercise today. Students feel part of something without being ranked against it. Teachers choose what is shown, and nothing is shared outside the class without the school’s consent.',
      ['h2', 'Notifications that respect attention'],
      'A learning app competes for attention with every other app on a student’s phone. The notifications that work are few and specific: a reminder the evening before a quiz, a note that the teacher has posted feedback. Daily “don’t break your streak!” messages work for a week and then teach students to ignore the app entirely.',
      ['h2', 'Accessibility is retention'],
      'A student who cannot read small grey text on a cracked phone screen, or who needs a screen reader, will not come back, however good the content is. Large touch targets, real contrast, captions on every video and full keyboard support are not extras in education; they decide who can use the product at all.',
      ['h3', 'What we measure'],
      [
        'ol',
        [
          'Share of students active in week four, not week one.',
          'Sessions completed versus sessions started.',
          'Share of teachers who open the class results each week.',
          'Time from a quiz closing to the teacher seeing the summary.',
        ],
      ],
      ['h2', 'Start small, then listen'],
      'CampusQuest launched as an MVP in nine weeks with live classes, quizzes and a teacher progress view, and nothing else. Every later feature came from classroom feedback. The features students come back for were not on anyone’s original list.',
      ['quote', 'Students return to an app when someone they respect notices what they did in it.'],
    ],
  },
];
