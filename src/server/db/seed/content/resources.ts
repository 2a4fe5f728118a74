import type { SeedResource } from './types';

/**
 * Demo resources: five printable downloads (files in assets/resource-files/), one outside guide
 * and four members' masterclasses (category 'Events Or Masterclasses'). Category names come from
 * the fixed set: Downloadable, Guides, Events Or Masterclasses, Sleep, Feeding, Wellbeing, Pregnancy.
 */
export const DEMO_RESOURCES: SeedResource[] = [
  // ------------------------------------------------------------ downloadables
  {
    title: 'Newborn Feeding Tracker',
    description:
      'A printable log for the first weeks: feed times, sides, bottles, wet and dirty nappies, all on one page per day.',
    body: `Those first weeks blur together, and "when did she last feed?" at 3 am is a hard question. This one-page-per-day tracker keeps it all in one place.

- Feed start times, which side (or bottle amount in ml) and how long
- Wet and dirty nappy tally, so you can see your baby is getting enough
- A notes column for sleepy feeds, unsettled spells or questions for your midwife or child-health nurse

Print a week's worth and keep them with a pen on the change table or next to your feeding chair. It works for breastfeeding, expressing, formula feeding or any mix of the three.`,
    featured: true,
    comingSoon: false,
    categories: ['Downloadable', 'Feeding'],
    fileName: 'newborn-feeding-tracker.pdf',
    membersOnly: false,
    publishedAt: '2026-01-20',
  },
  {
    title: 'Sleep Routine Planner',
    description:
      'Map out a flexible day of awake windows, naps and a calm bedtime routine that suits your baby and your household.',
    body: `Routines help babies know what comes next, but they don't need to run to the minute. This planner helps you sketch a rhythm for your day rather than a strict timetable.

- Typical awake windows and nap counts by age, from newborn to 18 months
- A blank daily rhythm to fill in: wake, feeds, naps, play, bedtime
- A wind-down checklist for a consistent bedtime routine
- Safe sleep reminders to keep by the cot

Made for members who want a little structure without the pressure. Pair it with our Gentle Sleep Settling masterclass when it opens.`,
    featured: false,
    comingSoon: false,
    categories: ['Downloadable', 'Sleep'],
    fileName: 'sleep-routine-planner.pdf',
    membersOnly: true,
    publishedAt: '2026-02-11',
  },
  {
    title: 'First Foods Checklist',
    description:
      'A tick-as-you-go list of first foods across every food group, including the common allergy foods to introduce before 12 months.',
    body: `Starting solids at around 6 months is exciting and a little daunting. This checklist takes the guesswork out of "what have we tried so far?"

- Iron-rich first foods to offer early and often
- Vegetables, fruits, grains and dairy, with space to note how each went
- The common allergy foods (such as peanut, egg, cow's milk, wheat, soy, sesame, fish and shellfish), to introduce in the first year once your baby is eating other foods
- Foods to avoid before 12 months, such as honey and whole nuts

Keep it on the fridge and tick things off as you go. If your baby has a reaction or you have concerns about allergies, talk to your GP or child-health nurse.`,
    featured: false,
    comingSoon: false,
    categories: ['Downloadable', 'Feeding'],
    fileName: 'first-foods-checklist.pdf',
    membersOnly: true,
    publishedAt: '2026-03-16',
  },
  {
    title: 'Hospital Bag Checklist',
    description:
      'Everything to pack for labour, your stay and bringing baby home, plus what your birth partner needs. Start packing around 34-36 weeks.',
    body: `Packing your hospital or birth centre bag is one of those jobs that feels much better once it's done. We suggest having it ready by about 34-36 weeks.

The checklist is split into three lists so nothing gets forgotten:

- **For labour:** documents, birth plan, snacks, lip balm, phone charger with a long cord
- **For you after the birth:** maternity pads, comfy high-waisted undies, feeding bras, toiletries
- **For baby:** a few onesies, wraps, a beanie, nappies and a properly fitted car seat for the trip home

There's also a short list for your support person. Check with your hospital, as many supply some items.`,
    featured: true,
    comingSoon: false,
    categories: ['Downloadable', 'Pregnancy'],
    fileName: 'hospital-bag-checklist.pdf',
    membersOnly: false,
    publishedAt: '2026-04-22',
  },
  {
    title: 'Postpartum Recovery Plan',
    description:
      'Plan your fourth trimester before baby arrives: rest, meals, help from your village, and the warning signs to know.',
    body: `The weeks after birth are a time of recovery, not just a time of caring for a newborn. This plan helps you and your partner think ahead so support is in place before you need it.

- Who can help with meals, washing, older children and pets, and when
- A gentle recovery checklist for the first six weeks, including pelvic floor basics
- A space to note your 6-week check questions for your GP
- Signs that mean call your doctor or midwife straight away, and where to find perinatal mental health support

For any mum-to-be or new mum, and a great thing to fill in together with your partner.`,
    featured: false,
    comingSoon: false,
    categories: ['Downloadable', 'Wellbeing'],
    fileName: 'postpartum-recovery-plan.pdf',
    membersOnly: true,
    publishedAt: '2026-05-27',
  },

  // ------------------------------------------------------------ guide
  {
    title: 'Safe Sleep Essentials for Babies',
    description:
      'Red Nose, the national authority on safe sleep, explains how to set up a safe sleeping space for your baby. A must-read before bub comes home.',
    body: `Safe sleep advice can feel like a lot to take in. This guide from Red Nose Australia sets out the evidence-based basics in plain language.

- Always put baby on their back to sleep, from birth
- Keep baby's face and head uncovered
- Keep baby in a smoke-free environment, before and after birth
- Provide a safe sleeping environment night and day: a safe cot, a safe mattress and safe bedding
- Sleep baby in their own safe sleep space in the same room as an adult for the first 6-12 months
- Breastfeed baby, if you can

It's free for everyone and well worth sharing with grandparents and anyone else who will be looking after your baby.`,
    featured: false,
    comingSoon: false,
    categories: ['Guides', 'Sleep'],
    externalUrl: 'https://rednose.org.au/',
    membersOnly: false,
    publishedAt: '2026-06-15',
  },

  // ------------------------------------------------------------ masterclasses
  {
    title: 'Gentle Sleep Settling',
    description:
      'Responsive ways to settle your baby to sleep, from hands-on settling to building sleep associations you are happy with.',
    body: `A calm, no-judgement session on helping your baby (and you) get more sleep, without leaving them to cry.

- What is normal sleep at each age, from newborn to toddler
- Reading tired signs and using awake windows
- Hands-on settling techniques such as patting, shushing and gradual withdrawal
- Dealing with early waking, short naps and regressions

Led by a child-health nurse with years of experience on the family support line. Members will be able to watch live and ask questions, or catch the recording later.`,
    featured: false,
    comingSoon: true,
    masterclassImage: '/uploads/demo/masterclasses/gentle-sleep-settling.svg',
    categories: ['Events Or Masterclasses', 'Sleep'],
    membersOnly: true,
    publishedAt: '2026-07-13',
  },
  {
    title: 'Starting Solids with Confidence',
    description:
      'When and how to start solids, purées or baby-led weaning, iron-rich first foods and introducing allergy foods safely.',
    body: `Starting solids raises a lot of questions. This live masterclass with an accredited practising dietitian walks you through the first months of eating, step by step.

- Signs your baby is ready, usually around 6 months
- Purées, baby-led weaning, or a mix of both
- Iron-rich first foods and how to offer them
- Introducing the common allergy foods in the first year
- Gagging versus choking, and how to set up safe mealtimes

Registration is open now. Members receive the recording and our First Foods Checklist to print.`,
    featured: true,
    comingSoon: false,
    masterclassImage: '/uploads/demo/masterclasses/starting-solids-with-confidence.svg',
    imagePosition: { x: 50, y: 30 },
    imageScale: 110,
    categories: ['Events Or Masterclasses', 'Feeding'],
    externalUrl: 'https://events.mamavillage.example/masterclasses/starting-solids-with-confidence',
    membersOnly: true,
    publishedAt: '2026-08-05',
  },
  {
    title: 'Pelvic Floor & Postpartum Recovery',
    description:
      'A women\'s health physiotherapist on healing after birth, pelvic floor exercises that work and returning to exercise safely.',
    body: `Whether you had your baby six weeks or six years ago, your pelvic floor deserves some attention. This session is led by a women's health physiotherapist.

- How pregnancy and birth affect the pelvic floor and tummy muscles
- How to do pelvic floor exercises correctly, and how often
- Abdominal separation: what it is and when to get it checked
- A safe path back to running, lifting and the gym

Leaking, heaviness or pain are common but not something you just have to live with. The session ends with where to find a pelvic health physio near you.`,
    featured: false,
    comingSoon: true,
    masterclassImage: '/uploads/demo/masterclasses/pelvic-floor-and-postpartum-recovery.svg',
    categories: ['Events Or Masterclasses', 'Wellbeing'],
    membersOnly: true,
    publishedAt: '2026-09-09',
  },
  {
    title: 'Returning to Work & Choosing Childcare',
    description:
      'Plan your return to work, compare childcare options and prepare your little one (and yourself) for the first days.',
    body: `Going back to work brings a mix of feelings and a long to-do list. This practical session helps you plan it with less stress.

- Long day care, family day care, nannies and grandparents: the pros and cons of each
- Getting on waitlists, orientation visits and what to ask on a centre tour
- Working out the Child Care Subsidy and your out-of-pocket costs
- Keeping up breastfeeding or expressing at work
- Settling-in tips for drop-off tears (theirs and yours)

Suitable whether you're returning part-time, full-time or still deciding.`,
    featured: false,
    comingSoon: true,
    categories: ['Events Or Masterclasses', 'Wellbeing'],
    membersOnly: true,
    publishedAt: '2026-10-14',
  },
];
