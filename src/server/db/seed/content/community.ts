import type { SeedContentRef, SeedThread, SeedTopic } from './types';

/**
 * The forum's six topics (ensured at every start while the topics table is empty) and the demo
 * community: conversations among the demo members of ../members.ts, written in Australian English
 * around who they are (Sarah's Olive is 14 months, Priya is expecting her first, Jess's Theo is a
 * newborn, Emma has three-year-old twins, Lily has three, Chloe's Leo is starting solids, Aroha is
 * expecting her second, Mel is in Perth with two, Hannah's Ivy is five months).
 *
 * Times are relative to the moment the seed runs, so a fresh demo always looks lively: threads
 * span the last three weeks, a few are from the last day. Members point to professionals for
 * anything medical, as the community guidelines in the welcome thread ask.
 */
export const FORUM_TOPICS: SeedTopic[] = [
  {
    slug: 'pregnancy',
    name: 'Pregnancy',
    description: 'Bumps, scans, cravings and hospital bags: everything from the first test to the birth.',
    position: 1,
  },
  {
    slug: 'newborns',
    name: 'Newborns',
    description: 'The fourth trimester: feeds around the clock, settling, visitors and getting to know your baby.',
    position: 2,
  },
  {
    slug: 'sleep',
    name: 'Sleep',
    description: 'Naps, night wakes, regressions and routines. Share what worked for your family, and what didn’t.',
    position: 3,
  },
  {
    slug: 'feeding',
    name: 'Feeding',
    description: 'Breast, bottle, combination, starting solids and fussy eaters. Every way of feeding a family, without judgement.',
    position: 4,
  },
  {
    slug: 'toddlers',
    name: 'Toddlers',
    description: 'Tantrums, daycare, toilet training, kindy and the joy of a small person with big opinions.',
    position: 5,
  },
  {
    slug: 'self-care',
    name: 'Self-Care',
    description: 'Your body, your mind, your relationships and your time. Looking after the mum as well as the kids. New here? Say hello.',
    position: 6,
  },
];

export const DEMO_THREADS: SeedThread[] = [
  // ---------------------------------------------------------------- self-care (and the welcome)
  {
    key: 'welcome',
    topic: 'self-care',
    author: 'team',
    title: 'Welcome to the Mama Village community — start here',
    postedHoursAgo: 504,
    pinned: true,
    views: 412,
    content: `Hi everyone, and welcome to Mama Village! This is a place for mums and mums-to-be around Australia to ask questions, share what's working (and what isn't), and cheer each other on.

A few guidelines so it stays a kind and useful place for everyone:

1. Be kind. Every family does things differently. Share your experience, not judgement.
2. No medical advice in place of a professional. Tell us what helped you, but for anything about your health or your baby's, please talk to your GP, midwife, maternal and child health nurse or paediatrician. If you're worried right now, call the Pregnancy, Birth and Baby helpline on 1800 882 436, or 000 in an emergency.
3. No spam, MLM or selling. Recruitment posts, "business opportunities" and affiliate links will be removed.
4. Protect your family's privacy. Think twice before sharing your address, your children's full names or their school.
5. Post in the topic that fits best, and search first: someone may have asked already.

If a post worries you, report it and one of our moderators will take a look.

Now, say hello below! Tell us where you are, who's in your family and one thing you'd love help with.

The Mama Village team`,
    replies: [
      {
        author: 'sarah_m',
        hoursAfter: 1,
        content:
          "Hi all! Sarah from Brunswick in Melbourne, mum to Olive who's 14 months and into EVERYTHING. Back at work three days a week, so I'd love tips on surviving the daycare juggle. So glad this exists.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 3,
        content:
          "Hello from Bendigo! Lily here, mum of three (Finn 7, Matilda 4 and Rosie 10 months). Third time round I'm mostly here to share what we learned the hard way, and for some adult conversation that isn't about Paw Patrol.",
      },
      {
        author: 'priya.k',
        hoursAfter: 20,
        content:
          "Hi! Priya from Parramatta, 32 weeks with our first. I'm a primary teacher, so I'm great with eight-year-olds and completely clueless about newborns. Any and all advice welcome 😅",
      },
      {
        author: 'jess_and_bub',
        hoursAfter: 26,
        content: "Jess in Brisbane, mum to Theo (8 weeks). Typing this one-handed at 3am, which I'm told is a rite of passage. Hi everyone!",
      },
      {
        author: 'emma.t',
        hoursAfter: 49,
        content:
          'Emma from Adelaide, mum of twins Archie and Harriet (3). Ask me anything about double prams, double tantrums or double ear infections. Lovely to meet you all.',
      },
      {
        author: 'chloe.r',
        hoursAfter: 70,
        content:
          "Hi from Geelong! Chloe, mum to Leo (6 months). I'm a nurse on parental leave, and I'm learning that knowing things from work and doing them at 2am with your own baby are very different skills!",
      },
      {
        author: 'aroha_mum',
        hoursAfter: 120,
        content: 'Kia ora koutou! Aroha on the Gold Coast, mum to Mere (2½) and 19 weeks along with number two. Looking forward to getting to know you all.',
      },
      {
        author: 'hannah.b',
        hoursAfter: 200,
        content:
          "Hi everyone, Hannah from Hobart. Ivy is nearly five months and to be honest I'm still finding my feet. It's nice to read everyone's hellos and feel a bit less alone.",
      },
    ],
  },
  {
    key: 'fitzroy-gardens-walk',
    topic: 'self-care',
    author: 'sarah_m',
    title: "Melbourne mums' pram walk and coffee: Saturday at Fitzroy Gardens",
    postedHoursAgo: 360,
    locked: true,
    content: `Any Melbourne mums up for a pram walk and a coffee this Saturday?

Meet at the Conservatory in Fitzroy Gardens at 10am, walk a loop, then coffee. Babies, toddlers and bumps all welcome, and no pressure to stay the whole time!`,
    replies: [
      { author: 'chloe.r', hoursAfter: 2, content: "I'll drive up from Geelong with Leo! Will bring snacks." },
      { author: 'hannah.b', hoursAfter: 3, content: 'Too far from Hobart sadly, but it sounds lovely. Maybe a Hobart version one day? 😊' },
      {
        author: 'sarah_m',
        hoursAfter: 72,
        content:
          "Thanks to everyone who came! Seven of us, five prams and one very excited toddler who tried to chase every duck in the pond. Let's do it again next month.",
      },
      {
        author: 'team',
        hoursAfter: 76,
        content:
          "What a lovely idea, thank you for organising @sarah_m! I'm locking this thread now that the walk has been and gone, so nobody turns up to an empty garden. Please start a new thread for the next catch-up.",
      },
    ],
  },
  {
    key: 'feeling-flat',
    topic: 'self-care',
    author: 'hannah.b',
    title: 'Is it normal to feel this flat at five months?',
    postedHoursAgo: 220,
    content: `I don't really know how to write this. Ivy is almost five months, she's healthy and I love her, but most days I feel flat and teary, like I'm just going through the motions. I thought it would be getting easier by now.

Did anyone else feel like this? What helped?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content: `Hannah, thank you for saying this out loud. I felt just like this after Finn, and it turned out to be postnatal depression. Talking to my GP was the best thing I ever did.

Please book an appointment, and if you want to talk to someone before then, PANDA's helpline is 1300 726 306. You're not alone 💛`,
      },
      {
        author: 'chloe.r',
        hoursAfter: 2,
        content:
          "Lily's given you great advice. Your GP can talk with you about how you're feeling and, if it would help, set up a mental health plan for sessions with a psychologist, which Medicare helps pay for. Asking for help is a strong thing to do, not a weak one.",
      },
      {
        author: 'aroha_mum',
        hoursAfter: 3,
        content:
          'Sending you the biggest hug. I had a really hard patch after Mere too, and it got better once I told people and let them help. You’ve already done the hardest bit by saying it.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 5,
        content: "I'm in Melbourne so I can't bring you a coffee, but please know we're here. Let us know how you go ❤️",
      },
      {
        author: 'hannah.b',
        hoursAfter: 40,
        content:
          "Thank you all so much. I called PANDA last night and talked for ages, and I've got a GP appointment on Thursday. I feel lighter already, just for telling someone.",
      },
    ],
  },
  {
    key: 'ten-minutes',
    topic: 'self-care',
    author: 'sarah_m',
    title: 'Ten minutes to yourself: what do you do with them?',
    postedHoursAgo: 120,
    content: `If you suddenly got ten kid-free minutes (and didn't feel like you should be doing the dishes), what would you do with them?

Me: a coffee, sitting down, drunk while it's still hot. Revolutionary.`,
    replies: [
      { author: 'mel_in_perth', hoursAfter: 1, content: 'Sit in the car in the driveway and listen to one whole song with the volume up. Bliss.' },
      { author: 'priya.k', hoursAfter: 2, content: 'Taking notes for the future! At the moment it’s a nap. Always a nap.' },
      { author: 'emma.t', hoursAfter: 3, content: 'A shower where nobody knocks on the door. Pure luxury.' },
      {
        author: 'hannah.b',
        hoursAfter: 5,
        content:
          'I went for a cold-water swim at Kingston Beach on the weekend for the first time since Ivy was born. Only ten minutes, but I came home a different person.',
      },
      {
        author: 'lily_mum3',
        hoursAfter: 7,
        content:
          "A walk around the block with a podcast. Sometimes I go with nothing in my ears at all, and it's amazing how quiet my brain gets.",
      },
      { author: 'jess_and_bub', hoursAfter: 10, content: "Read three pages of a book. I've been reading the same novel since before Theo was born 😂" },
    ],
  },
  {
    key: 'mental-load',
    topic: 'self-care',
    author: 'emma.t',
    title: 'Partner and I keep bickering about the mental load',
    postedHoursAgo: 45,
    content: `My partner is a great dad and does a lot, but I'm the one who remembers the daycare forms, the vaccination appointments, whose birthday party is when, and that we're nearly out of nappies. When I point it out it turns into a fight.

How did you share the invisible stuff more fairly?`,
    replies: [
      {
        author: 'mel_in_perth',
        hoursAfter: 1,
        content:
          "We wrote every single job on a big list, including the invisible ones, and split them by whole jobs. So he doesn't \"help with\" the kids' appointments, he owns them from start to finish. Took a month to settle but it's so much better.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 3,
        content: 'A shared calendar on our phones and a ten-minute "week ahead" chat on Sunday nights. Sounds very corporate, but it stopped a lot of arguments.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 4,
        content:
          "Try to have the conversation when you're not already cross. We used to bring it up at 9pm when we were both exhausted, and it always went badly.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 7,
        content:
          "The \"own the whole job\" idea from @mel_in_perth is so good. My partner now owns everything to do with daycare, and I didn't realise how much space it took up in my head until it was gone.",
      },
    ],
  },
  {
    key: 'back-to-running',
    topic: 'self-care',
    author: 'chloe.r',
    title: 'Getting back into running after baby',
    postedHoursAgo: 3,
    content: `Leo is seven months and I really miss running. Before I just lace up and pick up where I left off: how did you ease back into exercise?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content:
          'See a women’s health physio first if you can! I went back too fast after Matilda and paid for it, and a pelvic floor check made a huge difference after Rosie. There’s a good post on the blog about a gentle return to movement, too.',
      },
      {
        author: 'hannah.b',
        hoursAfter: 2,
        content: "Not running, but I've started swimming again and it's been so good for my head. Good luck, let us know how you go!",
      },
    ],
  },

  // ---------------------------------------------------------------- pregnancy
  {
    key: 'heartburn',
    topic: 'pregnancy',
    author: 'priya.k',
    title: 'Heartburn at 32 weeks: what actually helped you?',
    postedHoursAgo: 430,
    content: `I'd never had heartburn in my life and now it's every single night from about 8pm. Sleeping more propped up and having dinner earlier help a bit, but I'm still waking up with that burning feeling.

What helped you? (I'm asking my midwife at my appointment on Thursday, I just want to know I'm not the only one!)`,
    replies: [
      {
        author: 'aroha_mum',
        hoursAfter: 2,
        content:
          'You are definitely not the only one! Same boat at 19 weeks, which feels very unfair this early. Smaller meals more often has helped me most, and not lying down for a couple of hours after eating. Also no more chilli, which is a tragedy.',
      },
      {
        author: 'lily_mum3',
        hoursAfter: 5,
        content:
          'Had it with all three, worst with Rosie. A wedge pillow under the top of the mattress worked better than stacking pillows, because I kept sliding off them. My midwife went through which antacids are OK in pregnancy, so definitely ask on Thursday. And it disappeared the day each of them was born!',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 9,
        content:
          "Small sips of cold milk were my go-to. My yiayia swore by a slice of apple after dinner, which I'm fairly sure is an old wives' tale, but it made me feel better, so who's counting.",
      },
      {
        author: 'priya.k',
        hoursAfter: 76,
        content:
          'Update for anyone who finds this later: my midwife suggested a pregnancy-safe antacid and said the wedge was a good idea. @lily_mum3 I bought a foam wedge from Kmart and slept through last night for the first time in a week. Thank you all 🙏',
      },
    ],
  },
  {
    key: 'morphology-scan',
    topic: 'pregnancy',
    author: 'aroha_mum',
    title: "20-week scan tomorrow and I'm weirdly nervous",
    postedHoursAgo: 300,
    content: `Second pregnancy, so you'd think I'd be calm about this. But the morphology scan is tomorrow morning and I've been awake since 4am. With Mere I was just excited to see her; this time I know how much they check, and my brain keeps going to worst cases.

Did anyone else find the second time more nerve-racking, not less?`,
    replies: [
      {
        author: 'priya.k',
        hoursAfter: 1.5,
        content: 'Sending you so much calm! I was a wreck before mine too. The sonographer was lovely and talked me through everything as she went, which helped heaps.',
      },
      {
        author: 'emma.t',
        hoursAfter: 3,
        content: 'Ours took nearly an hour because there were two babies and one refused to turn over. Bring a snack and a good playlist for the waiting room. Thinking of you!',
      },
      {
        author: 'hannah.b',
        hoursAfter: 6,
        content: 'Completely normal, I reckon. Knowing more means worrying more. I hope it’s a lovely appointment and you get some good pictures.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 30,
        content:
          "Thank you all! Everything looked healthy and bub waved the whole time like they were on a parade float. Mere has decided the baby is called Bluey, so that's sorted.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 33,
        content: "@aroha_mum that's such good news! And honestly Bluey is a strong name. Olive wants everything named after a dog at the moment.",
      },
    ],
  },
  {
    key: 'hospital-bag',
    topic: 'pregnancy',
    author: 'priya.k',
    title: 'Hospital bag: what did you actually use?',
    postedHoursAgo: 150,
    content: `35 weeks tomorrow, and my hospital bag is currently a suitcase that could survive a month in Bali. I've been ticking off the hospital bag checklist in Resources, but I know I've overpacked.

What did you actually use, and what do you wish you'd brought?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content: `Used every time: an extra-long phone charger, lip balm, a water bottle with a straw, my own pillow (in a bright pillowcase so it comes home with you), snacks for your partner, and big comfy undies you don't mind throwing out.

Never used: the makeup bag, the cute robe, the book.`,
      },
      {
        author: 'jess_and_bub',
        hoursAfter: 2.5,
        content:
          'I ended up having a caesarean and stayed four nights, so pack for a bit longer than you think. High-waisted undies that sit above the wound were a lifesaver. And slippers for the walk to the shower.',
      },
      {
        author: 'chloe.r',
        hoursAfter: 4,
        content:
          'From the nursing side: put your Medicare card, hospital paperwork and birth plan in one zip pocket at the top, so your partner can find them without unpacking everything onto the floor of the birth suite 😂',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 7,
        content:
          "Bring two going-home outfits in different sizes. Georgia was tiny and swam in the 0000 suit; Nick was a big boy and didn't fit the newborn one at all.",
      },
      {
        author: 'priya.k',
        hoursAfter: 22,
        content:
          "This is gold, thank you! The makeup bag is out, the long charger and a bright pillowcase are in. @jess_and_bub I hadn't even thought about undies after a C-section, adding them now.",
      },
    ],
  },
  {
    key: 'public-or-private',
    topic: 'pregnancy',
    author: 'aroha_mum',
    title: 'Public or private for baby number two?',
    postedHoursAgo: 60,
    content: `With Mere we were living in Auckland, so this is my first time navigating the Australian system. We have private hospital cover, but the gap quotes for an obstetrician are pretty eye-watering, and the public hospital near us seems great.

What did you do, and would you do it again?`,
    replies: [
      {
        author: 'sarah_m',
        hoursAfter: 2,
        content:
          "We went public at the Women's in Melbourne and I'd do it again in a heartbeat. I saw different midwives at some appointments, which I didn't love, but the care on the day was brilliant and it cost us next to nothing thanks to Medicare.",
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 3,
        content:
          "Private both times in Perth. Having the same obstetrician the whole way through was reassuring because I'm an anxious person, but we paid a fair bit out of pocket even with top cover. Worth it for us, but it's a personal one.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 5,
        content:
          'Ask your hospital whether they have a midwifery group practice or caseload program! With Rosie I had the same midwife for every appointment, the birth and the home visits, all in the public system. Best care I had of all three.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 26,
        content: "I had no idea caseload was a thing here. @lily_mum3 I rang the hospital and there's a spot, so we're going public with a known midwife. Thank you!",
      },
    ],
  },

  // ---------------------------------------------------------------- newborns
  {
    key: 'witching-hour',
    topic: 'newborns',
    author: 'jess_and_bub',
    title: 'Week 9 and the evenings are brutal. Is this the witching hour?',
    postedHoursAgo: 380,
    content: `Theo is such a chilled baby during the day, then from about 5pm to 9pm he cries on and off no matter what we do. Fed, changed, burped, rocked, you name it. My partner gets home right in the middle of it and we just pass him back and forth.

Is this the famous witching hour? When does it end?? (We saw the GP last week: he's gaining well and otherwise healthy.)`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content:
          'All three of mine did this, and it peaked around 6 to 8 weeks. What worked best for us was a walk in the carrier at about 5pm, before it all kicked off. Something about the movement and fresh air reset them.',
      },
      {
        author: 'chloe.r',
        hoursAfter: 2,
        content:
          "Dim lights, white noise and fewer people handling him helped Leo. And since you're in Queensland, you can always ring 13 HEALTH if his cry ever seems different from his usual. Trust your gut.",
      },
      {
        author: 'hannah.b',
        hoursAfter: 4,
        content: 'Ivy was exactly the same and it eased off around 12 weeks. I know that sounds like forever at week 9, but it does pass 💛',
      },
      {
        author: 'sarah_m',
        hoursAfter: 6,
        content:
          "A warm bath at about 5.30 was our reset button with Olive. Even when it didn't stop the crying, it gave us both something different to do for twenty minutes.",
      },
      {
        author: 'jess_and_bub',
        hoursAfter: 50,
        content:
          "Update: we tried @lily_mum3's carrier walk two nights in a row and he fell asleep on the second lap of the block both times! Still a bit fussy later, but a much calmer evening. Thank you all.",
      },
    ],
  },
  {
    key: 'visitors',
    topic: 'newborns',
    author: 'hannah.b',
    title: 'Visitors: how did you set boundaries without upsetting everyone?',
    postedHoursAgo: 260,
    content: `My in-laws want to visit every weekend, and my side of the family are flying down from Sydney for a week next month. I love them all, but I'm exhausted and I find it so hard to say no.

How did you handle visitors without hurting feelings?`,
    replies: [
      {
        author: 'mel_in_perth',
        hoursAfter: 1,
        content:
          'I have a huge Greek family, so I feel this in my bones. We set visiting hours (11 till 2) and my husband was the bad guy who enforced them. Everyone grumbled for about a week, then got used to it.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 2,
        content:
          'Put them to work! Anyone who visited had to bring a meal or do a job: hang out a load of washing, unpack the dishwasher, take Mere to the park. People love having a way to help.',
      },
      {
        author: 'emma.t',
        hoursAfter: 4,
        content:
          "With the twins we kept a roster in a shared note so we never had two lots of people on the same day. And it's totally fine to go and nap while they hold the baby. They came to see her, not you!",
      },
      {
        author: 'jess_and_bub',
        hoursAfter: 7,
        content:
          'We asked everyone who wanted to hold Theo to be up to date with their whooping cough vaccine, as our GP suggested. It turned out to be an easy way to start the boundaries conversation.',
      },
      {
        author: 'hannah.b',
        hoursAfter: 28,
        content:
          "These are brilliant, thank you. I've put \"visiting hours\" and \"bring dinner\" in the family group chat and so far nobody has been offended. Small wins!",
      },
    ],
  },
  {
    key: 'weight-worries',
    topic: 'newborns',
    author: 'jess_and_bub',
    title: "Child health nurse says Theo's weight is fine, but I keep worrying",
    postedHoursAgo: 200,
    content: `We had his check yesterday and the nurse was happy: he's tracking along his line, plenty of wet nappies, all good. But he's on a lower centile than my friend's baby and I can't stop comparing.

How do you switch off the worry once a professional has said everything's OK?`,
    replies: [
      {
        author: 'chloe.r',
        hoursAfter: 1,
        content:
          "Speaking as a nurse and a mum: following his line is what matters, not which line it is. Write your questions down as they come up and take them to the next check, so they're not rattling around your head at 3am.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 3,
        content:
          "Finn sat on a low centile his whole first year and I worried about every feed. He's now a lanky seven-year-old who eats more than I do. It's so hard not to compare, but babies come in all sizes, just like their parents.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 5,
        content: 'I had to mute a couple of group chats for a while because the comparing was doing my head in. Best thing I did for my own sanity.',
      },
      {
        author: 'jess_and_bub',
        hoursAfter: 24,
        content:
          "Thank you, this really helps. I've started a list of questions for the next visit instead of googling at night. And @sarah_m I may have muted a chat too 🙈",
      },
    ],
  },
  {
    key: 'best-help',
    topic: 'newborns',
    author: 'lily_mum3',
    title: 'What was the best thing someone did for you in the first six weeks?',
    postedHoursAgo: 90,
    content: `My sister-in-law just had her first baby, and I want to actually be useful, not just another visitor who holds the baby and leaves a pile of cups.

What was the most helpful thing anyone did for you in the newborn weeks?`,
    replies: [
      {
        author: 'jess_and_bub',
        hoursAfter: 1,
        content: 'Our neighbour left a lasagne on the doorstep with a note saying "no need to answer the door". I cried. Zero obligation, maximum lasagne.',
      },
      {
        author: 'hannah.b',
        hoursAfter: 2,
        content:
          "A friend came over, took Ivy for an hour-long walk in the pram and told me to shower and sleep. I didn't know how much I needed it until she'd gone.",
      },
      {
        author: 'aroha_mum',
        hoursAfter: 4,
        content:
          'My mum flew over from Auckland and quietly did all the washing for two weeks. I never once saw the bottom of the laundry basket and it was glorious.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 5,
        content:
          "Someone set up a meal train for us: dinner three nights a week for a month, and we didn't have to coordinate a thing. The slow-cooker chicken soup recipe on here is perfect for one, by the way.",
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 8,
        content:
          "My yiayia came over with a pot of avgolemono every Sunday and sat with the baby while I napped. Food and sleep. That's the whole list.",
      },
      { author: 'emma.t', hoursAfter: 10, content: 'Someone paid for a cleaner for one morning. With newborn twins, that beat every other present we got.' },
      {
        author: 'lily_mum3',
        hoursAfter: 30,
        content: "You're all wonderful. I've set up a meal train, booked a cleaner, and I'm taking the pram for a walk on Sunday. Thank you!",
      },
    ],
  },

  // ---------------------------------------------------------------- sleep
  {
    key: 'second-nap',
    topic: 'sleep',
    author: 'sarah_m',
    title: '14 months and suddenly fighting the second nap',
    postedHoursAgo: 470,
    content: `Olive has done two naps like clockwork for months, but for the past week the afternoon nap just isn't happening. She lies there chatting and singing for 45 minutes, then she's a little monster by 5pm.

Is this the start of the move to one nap? How did you manage the in-between stage?`,
    replies: [
      {
        author: 'mel_in_perth',
        hoursAfter: 2,
        content:
          'Sounds exactly like Nick at 15 months. The in-between was rough for about three weeks: some days one nap, some days two. An earlier bedtime on the one-nap days saved us.',
      },
      {
        author: 'lily_mum3',
        hoursAfter: 4,
        content:
          "Keep offering quiet time in the cot even if she doesn't sleep, and push the first nap a little later bit by bit. A 6pm bedtime on the rough days is not a crime!",
      },
      {
        author: 'emma.t',
        hoursAfter: 7,
        content:
          'The twins dropped their second nap a month apart, which I do not recommend 😩 But it settled, and one long lunchtime nap was so much easier to plan a day around.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 30,
        content:
          "Thanks all. Daycare already do one nap on her days there, so I think she's telling us something. Trying a single later nap at home this week, with @mel_in_perth's early bedtime on standby.",
      },
    ],
  },
  {
    key: 'four-month-regression',
    topic: 'sleep',
    author: 'hannah.b',
    title: 'Four-month sleep regression… is this just life now?',
    postedHoursAgo: 340,
    content: `Ivy is four and a half months and was doing a lovely five or six hour stretch at the start of the night. For the past two weeks she's been waking every 90 minutes, all night. I'm so tired I put the milk in the pantry yesterday.

Does it get better? What helped you get through it?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content:
          "It's so common at this age. Their sleep is changing to be more like ours, with lighter cycles, so they wake more in between. It does settle, even though it feels endless in the middle of it. Hang in there.",
      },
      {
        author: 'chloe.r',
        hoursAfter: 2,
        content:
          'Keep up the safe sleep basics even when you\'re desperate: on her back, in her own cot, nothing loose in there. And the Pregnancy, Birth and Baby helpline (1800 882 436) has nurses you can talk it through with. They were great when Leo went through this.',
      },
      { author: 'jess_and_bub', hoursAfter: 3, content: 'Reading this with Theo at ten weeks like 👀 Sending strength.' },
      {
        author: 'aroha_mum',
        hoursAfter: 6,
        content:
          'Tag-team with your partner if you can: one of you takes everything before 2am, the other everything after. Even one solid four-hour block makes you feel human again.',
      },
      {
        author: 'hannah.b',
        hoursAfter: 60,
        content: "Thank you. We've started the 2am split and I feel so much better already. Also, I found the milk.",
      },
    ],
  },
  {
    key: 'twins-sharing',
    topic: 'sleep',
    author: 'emma.t',
    title: 'Twins sharing a room: who wakes whom?',
    postedHoursAgo: 240,
    content: `Archie and Harriet have shared a room since they were babies, but lately Archie wakes at 5am singing, and Harriet, who would happily sleep till 7, wakes up furious.

Do your kids share? Did you separate them, or find a fix?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 2,
        content:
          'Finn and Matilda share. A toddler clock that turns green at 6.30 changed our lives: "you can talk quietly but stay in bed until it\'s green". It took about two weeks to stick.',
      },
      { author: 'mel_in_perth', hoursAfter: 4, content: 'A white noise machine between their beds helped here. Georgia barely notices Nick any more.' },
      {
        author: 'sarah_m',
        hoursAfter: 6,
        content: 'Not twins, but our neighbour swears by a "quiet morning basket" of books and a soft toy next to the early riser\'s bed.',
      },
      {
        author: 'emma.t',
        hoursAfter: 50,
        content: 'Update: green-light clock plus a basket of board books, and we had our first 6.15 start in weeks. Harriet is thrilled. Thanks @lily_mum3 and @sarah_m!',
      },
    ],
  },
  {
    key: 'blackout-blinds',
    topic: 'sleep',
    author: 'jess_and_bub',
    title: 'Blackout blinds: worth it?',
    postedHoursAgo: 110,
    content: `The Brisbane sun comes up at about 4.45am and so does Theo. The nursery faces east and the curtains are basically decorative.

Are proper blackout blinds worth the money, or is there a cheaper fix?`,
    replies: [
      {
        author: 'aroha_mum',
        hoursAfter: 1,
        content:
          'Gold Coast here, same problem, and no daylight saving to blame. We stuck removable blackout film on the window first, for under $30, and it helped heaps before we committed to blinds.',
      },
      { author: 'emma.t', hoursAfter: 3, content: 'We bought a portable suction-cup blind for holidays and ended up using it at home all the time. Worth every cent.' },
      {
        author: 'lily_mum3',
        hoursAfter: 5,
        content: 'Cheap trick from our first baby: foil on the window behind the curtains. It looks ridiculous from the street, but it works!',
      },
      {
        author: 'chloe.r',
        hoursAfter: 20,
        content: 'We got proper blinds when Leo was four months and his wake-up moved from 5am to nearly 6.30. Life-changing, honestly.',
      },
    ],
  },
  {
    key: 'cot-climber',
    topic: 'sleep',
    author: 'mel_in_perth',
    title: 'Nick keeps climbing out of his cot. Toddler bed at 18 months?',
    postedHoursAgo: 20,
    content: `Found Nick standing in the hallway at 6am, very pleased with himself. He'd climbed out of the cot, and I'm terrified he'll fall next time.

Did you move yours to a toddler bed this young, or is there something else we can try first?`,
    replies: [
      {
        author: 'sarah_m',
        hoursAfter: 1,
        content: "Eek! Olive hasn't worked it out yet, touch wood. A friend dropped the cot base to its lowest setting and that bought her another six months.",
      },
      {
        author: 'emma.t',
        hoursAfter: 2,
        content:
          "A sleeping bag with a zip at the bottom slowed my climber down for a while, because he couldn't get a leg over the rail. Harriet never tried it; Archie was out at 20 months.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 4,
        content:
          'We moved Finn at 20 months after a climb. Mattress on the floor for the first few weeks, so rolling out was a tiny drop, and a safety gate on the bedroom door. It went better than I expected.',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 15,
        content: 'The base was already on its lowest setting, so we\'re trying the sleeping bag tonight with a floor mattress as plan B. @lily_mum3 the gate on the door is a great call, thank you!',
      },
    ],
  },

  // ---------------------------------------------------------------- feeding
  {
    key: 'pumpkin-protest',
    topic: 'feeding',
    author: 'chloe.r',
    title: 'Starting solids: Leo wants nothing to do with pumpkin',
    postedHoursAgo: 410,
    content: `Leo is six and a half months and we started solids two weeks ago. He loved the sweet potato and pear purée from the recipes here, but anything savoury gets the full tongue-push and an outraged face. Pumpkin was clearly a personal insult.

Did yours come round to vegetables? How many times did you keep offering?`,
    replies: [
      {
        author: 'mel_in_perth',
        hoursAfter: 1,
        content:
          "Keep going! It can take a lot of tries before a baby accepts a new food. Nick hated avocado for weeks and now he'd eat it out of the skin with a spoon if we let him.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 3,
        content:
          "Rosie was the same until we mixed savoury things with something she already liked. The red lentil dahl from the recipes page is her favourite now, which I never saw coming.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 5,
        content: "Olive threw everything on the floor for about a month. The dog was very well fed. She eats most veggies now, so don't read too much into the first weeks.",
      },
      { author: 'jess_and_bub', hoursAfter: 8, content: "Saving this for later! Theo's still a few months off, but I'm already nervous about solids." },
      {
        author: 'chloe.r',
        hoursAfter: 100,
        content: 'Small win: he ate half a baby-led weaning veggie fritter today and only threw the other half at the cat. Progress!',
      },
    ],
  },
  {
    key: 'combination-feeding',
    topic: 'feeding',
    author: 'hannah.b',
    title: 'Combination feeding and the guilt',
    postedHoursAgo: 320,
    content: `I've been breastfeeding Ivy, but my supply has never really kept up, and for the past few weeks we've been topping up with formula. She's so much more settled, and I'm sleeping more. But I feel guilty every time I make a bottle, like I've failed at something.

Did anyone else combination feed? How did you make peace with it?`,
    replies: [
      {
        author: 'jess_and_bub',
        hoursAfter: 1,
        content:
          "I combination feed Theo too and had exactly the same guilt at the start. Then I watched him guzzle a bottle and fall asleep with a milk moustache and thought: he's fed and he's happy. That's the whole job.",
      },
      {
        author: 'chloe.r',
        hoursAfter: 2,
        content:
          "A settled baby and a mum who's sleeping a bit more is a brilliant outcome, not a failure. If you'd like to keep the breastfeeds going alongside, a lactation consultant can help you plan it. But only if that's what you want.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 4,
        content:
          "Olive was fully on formula from three months and she's now a sturdy, chatty toddler who climbs everything. Nobody at daycare can tell which babies were fed which way.",
      },
      {
        author: 'aroha_mum',
        hoursAfter: 6,
        content: "I combination fed Mere from about four months. Best part: her dad could do a night feed and I got to sleep. You haven't failed at anything 💛",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 9,
        content:
          "I've fed three babies three different ways. Every one of them is healthy, loved and currently fighting over the iPad. Be as kind to yourself as you'd be to a friend.",
      },
      { author: 'hannah.b', hoursAfter: 30, content: "I read these twice and had a little cry, in a good way. Thank you, you're a lovely bunch." },
    ],
  },
  {
    key: 'freezer-meals',
    topic: 'feeding',
    author: 'mel_in_perth',
    title: "Freezer meals that survive a toddler's critique",
    postedHoursAgo: 180,
    content: `Doing a big batch cook this Sunday. I need freezer meals a four-year-old and an 18-month-old will actually eat, that don't taste like sad cardboard when they're reheated.

What's in your freezer rotation?`,
    replies: [
      {
        author: 'emma.t',
        hoursAfter: 1,
        content:
          "The freezer beef and veggie bolognese on here is our staple. I double it and freeze it in meal-sized containers. The twins haven't noticed the grated zucchini yet, don't tell them.",
      },
      {
        author: 'sarah_m',
        hoursAfter: 3,
        content: 'Zucchini and corn slice, cut into squares and frozen between sheets of baking paper. Olive eats it cold straight out of the lunchbox.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 4,
        content: 'Mince and cheese pies in muffin tins! Very Kiwi, very freezable. Mere calls them "little pies" and will eat anything wrapped in pastry.',
      },
      {
        author: 'lily_mum3',
        hoursAfter: 6,
        content: 'Fish pie with mash on top, and chicken and veg meatballs. Both reheat well and all three of mine eat them, which is basically a miracle.',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 48,
        content: 'Batch cook done: two lots of bolognese, little pies and meatballs. The freezer is full and I feel like a domestic goddess for at least a day. Thanks, ladies!',
      },
    ],
  },
  {
    key: 'back-to-work-feeding',
    topic: 'feeding',
    author: 'chloe.r',
    title: 'Going back to work at eight months: expressing and daycare bottles',
    postedHoursAgo: 70,
    content: `I'm back at the hospital two days a week from next month, and Leo is starting family day care. I'm still breastfeeding morning and night and would like to keep that going.

If you went back while still feeding, how did you handle expressing at work and the daycare bottles?`,
    replies: [
      {
        author: 'sarah_m',
        hoursAfter: 1,
        content:
          'I went back when Olive was ten months. I expressed once at lunch for the first few weeks, then dropped it and just fed her morning and night. Daycare were great with bottles. Label everything!',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 3,
        content:
          'Talk to your manager before your first day about where and when you can express. I felt awkward asking, but they sorted out a room with a lock and a fridge straight away. The Australian Breastfeeding Association has good information about your rights at work.',
      },
      {
        author: 'emma.t',
        hoursAfter: 5,
        content: 'Do a couple of short settling-in days before you start work. It was the separation that got me, not the logistics.',
      },
      {
        author: 'chloe.r',
        hoursAfter: 20,
        content: "Thank you! I'll ask about a room next week and book a couple of settling-in days. @emma.t I suspect you're right about the separation bit 🥲",
      },
    ],
  },
  {
    key: 'too-pasta',
    topic: 'feeding',
    author: 'aroha_mum',
    title: 'Mere lives on air and crackers',
    postedHoursAgo: 5,
    content: `Mere used to eat everything. Now, at two and a half, she lives on crackers, cheese, banana and air. Tonight she cried because her pasta was "too pasta".

Please tell me this is a phase.`,
    replies: [
      {
        author: 'mel_in_perth',
        hoursAfter: 0.5,
        content: '"Too pasta" 😂 Georgia once refused toast because it was "too square". It\'s absolutely a phase, and it\'s absolutely maddening.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 1.5,
        content:
          'The fussy eaters post on the blog helped me heaps: you decide what goes on the plate, they decide what and how much to eat, and there\'s always one "safe" food on the plate. It took the pressure off both of us.',
      },
      {
        author: 'emma.t',
        hoursAfter: 3,
        content:
          'We do a tasting plate on Fridays with tiny bits of lots of things, and the twins rate each one thumbs up or down. It made new food a game instead of a fight. @aroha_mum give it a go!',
      },
    ],
  },

  // ---------------------------------------------------------------- toddlers
  {
    key: 'checkout-tantrums',
    topic: 'toddlers',
    author: 'emma.t',
    title: 'Twin tantrums at the Woolies checkout: a survival guide (please help)',
    postedHoursAgo: 450,
    content: `Today both twins lost it at the checkout because I wouldn't buy the lollies so conveniently placed at toddler eye level. Two kids on the floor, screaming, while I tried to pay. An older lady told me "you've got your hands full" and I nearly cried.

How do you do the shopping with toddlers without losing your mind?`,
    replies: [
      {
        author: 'lily_mum3',
        hoursAfter: 1,
        content: 'Oh, I have been there. Ordering online and click and collect saved my sanity for about two years. And those checkout lollies should be illegal.',
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 3,
        content:
          'Give them a job! Georgia is in charge of finding the bananas and Nick holds the list. It keeps them busy and feeling important. Also, a snack before we walk in: never shop hungry.',
      },
      {
        author: 'aroha_mum',
        hoursAfter: 4,
        content:
          'Say out loud what\'s going to happen before you go in: "We\'re getting milk, bread and apples, then we\'re going home, and no lollies today." It doesn\'t always work, but when it does it\'s magic.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 6,
        content:
          "For what it's worth, when I see a mum handling a tantrum at the shops I'm not judging, I'm thinking \"solidarity\". Most of us are.",
      },
      {
        author: 'emma.t',
        hoursAfter: 60,
        content:
          'Went back with a list, a snack each and a job for both of them. Archie found the bananas, Harriet held the bread, and not one tantrum. I felt like I\'d won Olympic gold. Thank you!',
      },
    ],
  },
  {
    key: 'daycare-bugs',
    topic: 'toddlers',
    author: 'sarah_m',
    title: 'Daycare bugs: winter in Melbourne is relentless',
    postedHoursAgo: 280,
    content: `Olive has been at daycare for two months and has had four colds, a gastro and conjunctivitis. I've used most of my carer's leave, my partner has used most of his, and we've both got whatever she had last week.

Please tell me the first year is the worst?`,
    replies: [
      {
        author: 'emma.t',
        hoursAfter: 1,
        content:
          'The first year is the worst! In year one with the twins we were sick constantly. Year two was noticeably better, and now at three they only catch the big stuff.',
      },
      {
        author: 'chloe.r',
        hoursAfter: 2,
        content:
          "Sadly it's really common in the first winter of daycare. Hand washing at pick-up helps, keep her vaccinations up to date, and see your GP whenever you're worried about how she's going. A good bulk-billing clinic nearby is worth its weight in gold.",
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 4,
        content:
          "Perth winter isn't exactly Melbourne, but the bugs are just as bad here. We keep a sick day kit ready: tissues, a new book, the thermometer, and a list of who can cover which day.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 5,
        content: 'With three kids in three different places, something is always going around. It does get better, I promise.',
      },
      { author: 'hannah.b', hoursAfter: 7, content: 'Reading this as Ivy starts daycare in a few months… bracing myself 😬' },
      {
        author: 'sarah_m',
        hoursAfter: 26,
        content: 'Thanks all. The sick day kit is a great idea @mel_in_perth, putting one together this weekend.',
      },
    ],
  },
  {
    key: 'toilet-training',
    topic: 'toddlers',
    author: 'aroha_mum',
    title: 'Toilet training at 2½: is she ready or am I rushing?',
    postedHoursAgo: 160,
    content: `Mere has started telling us after she's done a wee, and she pulls at her nappy when it's wet. With a new baby due I'd love to be out of nappies before then, but I don't want to push her before she's ready.

How did you know your toddler was ready?`,
    replies: [
      {
        author: 'emma.t',
        hoursAfter: 2,
        content:
          "Harriet was ready at two and a half and done in a week. Archie wasn't ready until just after three, and when we tried earlier it was a mess. Same house, same parents, totally different kids.",
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 4,
        content:
          'Telling you afterwards is one of the signs! We did a long weekend at home with no pants, a potty in every room and a sticker chart. Georgia was mostly there by the Tuesday.',
      },
      {
        author: 'lily_mum3',
        hoursAfter: 6,
        content: "Don't be afraid to stop and try again in a month if it isn't clicking. We tried too early with Matilda, backed off, and the second go was easy.",
      },
      { author: 'aroha_mum', hoursAfter: 40, content: 'Starting the potty weekend on Saturday, stickers bought. Will report back! Thanks @mel_in_perth' },
    ],
  },
  {
    key: 'choosing-kindy',
    topic: 'toddlers',
    author: 'mel_in_perth',
    title: 'Kindy next year: how did you choose?',
    postedHoursAgo: 100,
    content: `Georgia starts kindy next year. In WA that's at a primary school, so really we're choosing a school already, which feels like a lot for a four-year-old.

What did you look for when you chose?`,
    replies: [
      {
        author: 'emma.t',
        hoursAfter: 2,
        content:
          "In Adelaide it's preschool, a bit separate from school. We visited three and went with the one where the kids looked happiest and messiest. Gut feeling counts for a lot.",
      },
      {
        author: 'lily_mum3',
        hoursAfter: 3,
        content:
          'Honestly, we picked the closest one. Being able to walk there in the morning and having friends in the same street has mattered more than anything on the school website.',
      },
      {
        author: 'sarah_m',
        hoursAfter: 5,
        content: "We're not there yet, but I'm saving these tips. The getting ready for kindy checklist on the blog looks handy too.",
      },
      {
        author: 'mel_in_perth',
        hoursAfter: 28,
        content: "Visited two schools this week and one just felt right: lots of outdoor play, lovely teachers, and Georgia didn't want to leave. Decision made!",
      },
    ],
  },
  {
    key: 'sick-day-screens',
    topic: 'toddlers',
    author: 'lily_mum3',
    title: 'Screen time on sick days: where do you draw the line?',
    postedHoursAgo: 14,
    content: `All three kids are home with colds today, everyone's grizzly, and I'll be honest: the TV has been on since 7am. Normally we're pretty strict about screens, but on sick days the rules go out the window.

Where do you draw the line when everyone's unwell?`,
    replies: [
      { author: 'sarah_m', hoursAfter: 0.5, content: "Sick days are survival days. Olive watched three hours of Bluey yesterday and I'm not sorry." },
      {
        author: 'emma.t',
        hoursAfter: 2,
        content: "Same here. Sick days mean blankets on the couch, movies and soup, then back to normal once they're well. They never seem to expect it on ordinary days.",
      },
      { author: 'mel_in_perth', hoursAfter: 4, content: "Bluey is basically a parenting course anyway. I've learned more from Bandit than from any book." },
      {
        author: 'chloe.r',
        hoursAfter: 9,
        content: "Agree with all of the above! @sarah_m I'm borrowing \"survival days\", that's exactly it. Hope your three feel better soon @lily_mum3",
      },
    ],
  },
];

/** Likes beyond the threads' own (every member who replied in a thread likes it). */
export const DEMO_CONTENT_LIKES: SeedContentRef[] = [
  { member: 'sarah_m', contentType: 'recipe', ref: 'slow-cooker-chicken-soup' },
  { member: 'sarah_m', contentType: 'recipe', ref: 'zucchini-corn-toddler-slice' },
  { member: 'sarah_m', contentType: 'blog_post', ref: 'fussy-eaters-what-actually-helps' },
  { member: 'priya.k', contentType: 'blog_post', ref: 'eating-well-in-pregnancy' },
  { member: 'priya.k', contentType: 'recipe', ref: 'lactation-oat-cookies' },
  { member: 'chloe.r', contentType: 'recipe', ref: 'sweet-potato-pear-puree' },
  { member: 'chloe.r', contentType: 'recipe', ref: 'blw-veggie-fritters' },
  { member: 'chloe.r', contentType: 'blog_post', ref: 'starting-solids-first-few-weeks' },
  { member: 'lily_mum3', contentType: 'recipe', ref: 'iron-rich-lentil-dahl' },
  { member: 'emma.t', contentType: 'recipe', ref: 'freezer-beef-veggie-bolognese' },
  { member: 'emma.t', contentType: 'blog_post', ref: 'mums-guide-to-tantrums-and-big-feelings' },
  { member: 'mel_in_perth', contentType: 'recipe', ref: 'freezer-beef-veggie-bolognese' },
  { member: 'mel_in_perth', contentType: 'blog_post', ref: 'getting-ready-for-kindy-checklist' },
  { member: 'hannah.b', contentType: 'blog_post', ref: 'looking-after-your-mental-health-after-birth' },
  { member: 'hannah.b', contentType: 'blog_post', ref: 'ten-minute-resets-for-exhausted-mums' },
  { member: 'jess_and_bub', contentType: 'blog_post', ref: 'safe-sleep-basics-every-parent-should-know' },
  { member: 'aroha_mum', contentType: 'recipe', ref: 'banana-blueberry-muffins' },
  { member: 'sarah_m', contentType: 'thread', ref: 'feeling-flat' },
  { member: 'priya.k', contentType: 'thread', ref: 'best-help' },
];

/** Saved items: the first demo member's list is the one a demo visitor signs in to see. */
export const DEMO_SAVED_ITEMS: SeedContentRef[] = [
  { member: 'sarah_m', contentType: 'recipe', ref: 'slow-cooker-chicken-soup' },
  { member: 'sarah_m', contentType: 'recipe', ref: 'zucchini-corn-toddler-slice' },
  { member: 'sarah_m', contentType: 'blog_post', ref: 'fussy-eaters-what-actually-helps' },
  { member: 'sarah_m', contentType: 'blog_post', ref: 'getting-ready-for-kindy-checklist' },
  { member: 'sarah_m', contentType: 'thread', ref: 'mental-load' },
  { member: 'sarah_m', contentType: 'thread', ref: 'cot-climber' },
  { member: 'priya.k', contentType: 'thread', ref: 'hospital-bag' },
  { member: 'priya.k', contentType: 'blog_post', ref: 'eating-well-in-pregnancy' },
  { member: 'chloe.r', contentType: 'recipe', ref: 'sweet-potato-pear-puree' },
  { member: 'chloe.r', contentType: 'recipe', ref: 'blw-veggie-fritters' },
  { member: 'hannah.b', contentType: 'blog_post', ref: 'looking-after-your-mental-health-after-birth' },
  { member: 'jess_and_bub', contentType: 'thread', ref: 'witching-hour' },
];
