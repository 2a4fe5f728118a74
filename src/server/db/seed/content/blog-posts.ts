import type { SeedBlogPost } from './types';

/**
 * Fourteen invented demo posts across the five blog categories. Bodies are Markdown (headings,
 * lists, bold, links, one blockquote; no raw HTML). Product reviews cover invented brands only.
 */
export const DEMO_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'starting-solids-first-few-weeks',
    title: 'Starting Solids: A Calm Guide to the First Few Weeks',
    description:
      'Around six months, your baby is ready for more than milk. Here is how to spot the signs, what to offer first and how to keep mealtimes relaxed.',
    body: `Starting solids is one of those milestones that feels enormous before it happens and surprisingly simple once you're in it. There's no perfect first food and no single right way to do it. What matters most is offering a variety of foods, following your baby's cues and keeping things relaxed.

## When to start

Australian guidelines recommend introducing solid foods **at around six months**, and not before four months. Breastmilk or formula remains your baby's main source of nutrition until around 12 months, so those first spoonfuls are about learning, tasting and exploring rather than filling up.

Babies usually show you when they're ready. Look for signs such as:

- good head and neck control, and being able to sit upright with support
- showing interest when others are eating, watching food and reaching for it
- opening their mouth when food comes towards them
- no longer pushing food straight back out with their tongue

## What to offer first

Iron needs increase around six months, so iron-rich foods are a great place to begin. Think iron-fortified baby cereal, well-cooked and finely minced meat, chicken or fish, mashed legumes and tofu. From there, add vegetables, fruit and grains in whatever order suits your family. Smooth purees, mashed foods and soft finger foods are all fine, and moving on to lumpy and chunkier textures fairly quickly helps your baby learn to chew.

Common allergy-causing foods, including well-cooked egg and smooth peanut butter, should be introduced in the first year of life. Once a food is tolerated, keep it in the regular rotation. If your baby has severe eczema or you have concerns about allergies, chat to your GP before you start.

## A few foods to hold off on

- **Honey** until 12 months, because of the rare risk of infant botulism
- **Cow's milk as a main drink** until 12 months (a little in cooking or on cereal is fine)
- **Whole nuts and other small, hard foods** until at least five years, as they are a choking risk
- added salt, sugar and juice

## Gagging is normal, choking is not

Gagging is a noisy, red-faced reflex that helps your baby move food forward, and it's very common in the early weeks. Choking is usually silent. Always stay with your baby while they eat, make sure they're sitting upright, and offer foods that squash easily between your fingers. A baby first aid course is well worth the time.

## Keep it light

Some days your baby will eat three mouthfuls, other days none. That's completely normal. Offer small amounts, let them touch and squish, and try not to worry about mess. The [Raising Children Network](https://raisingchildren.net.au) has lots of practical, age-by-age ideas, and your maternal child health nurse is always happy to talk through how things are going.`,
    image: '/uploads/demo/blog/starting-solids-first-few-weeks.svg',
    publishedAt: '2026-03-04',
    category: 'nutrition',
    author: 'tessa-nguyen',
    featured: true,
  },
  {
    slug: 'eating-well-in-pregnancy',
    title: 'Eating Well in Pregnancy Without the Overwhelm',
    description:
      'Folic acid, iodine, listeria, mercury: pregnancy nutrition can feel like a minefield. A midwife breaks down what really matters.',
    body: `When you first find out you're pregnant, the list of things to eat, avoid and worry about can feel endless. The good news is that a healthy pregnancy diet looks a lot like a healthy diet at any other time, with a few important extras and a handful of foods to skip for now.

## Two supplements worth knowing about

Most women are advised to take two supplements:

- **Folic acid**, at least 400 micrograms a day, ideally from a month before conception and through the first three months of pregnancy. It helps reduce the risk of neural tube defects such as spina bifida.
- **Iodine**, 150 micrograms a day through pregnancy and breastfeeding, to support your baby's brain development.

Many pregnancy multivitamins contain both, but check the label. If you have a health condition, a family history of neural tube defects or thyroid problems, your GP or midwife may suggest a different dose.

## Building your plate

Aim for plenty of vegetables and legumes, fruit, wholegrains, lean protein and dairy or calcium-fortified alternatives. Your needs for some nutrients, like iron, go up quite a bit, while your energy needs rise only modestly, and mostly in the second and third trimesters. "Eating for two" is more about quality than quantity.

## Foods to be careful with

Listeria infection is uncommon, but during pregnancy it can be serious. To lower your risk, it's best to avoid:

- soft and semi-soft cheeses such as brie, camembert and ricotta, unless cooked until steaming hot
- cold deli meats, pâté and pre-cut, ready-to-eat salads
- raw or smoked seafood, including sushi and oysters
- raw sprouts and unpasteurised dairy

Fish is a great source of omega-3 fats, so keep eating it, but choose lower-mercury options and limit species like shark (flake), swordfish and marlin. Food Standards Australia New Zealand has clear serving advice, and [healthdirect](https://www.healthdirect.gov.au) summarises it well.

## Caffeine and alcohol

Keeping caffeine under about 200 milligrams a day (roughly two cups of instant coffee) is the general guidance. When it comes to alcohol, the advice is simple: **no alcohol is the safest choice** during pregnancy and while trying to conceive.

## Be kind to yourself

Morning sickness, food aversions and exhaustion can make all of this harder. If you're only managing dry crackers some weeks, that's okay. Eat what you can, stay hydrated and let your midwife or GP know if you can't keep food or fluids down, as there is help available. Pregnancy is a long road, and small, steady choices add up.`,
    image: '/uploads/demo/blog/eating-well-in-pregnancy.svg',
    publishedAt: '2026-03-19',
    category: 'nutrition',
    author: 'priya-shah',
    featured: false,
  },
  {
    slug: 'looking-after-your-mental-health-after-birth',
    title: 'Looking After Your Mental Health After Birth',
    description:
      "Baby blues, postnatal depression and anxiety are more common than many people realise. Here's how to recognise the signs and where to find support.",
    body: `Becoming a mum changes everything: your body, your sleep, your relationships and often your sense of who you are. It's normal to feel a huge mix of emotions in the weeks and months after birth. But sometimes those feelings become heavy, persistent or frightening, and that's a sign to reach out.

## The baby blues

Many new mums experience the "baby blues" in the first week after birth. You might feel teary, irritable or overwhelmed, often around day three to five as hormones shift and milk comes in. The blues usually pass on their own within a couple of weeks. Rest, food, a listening ear and a bit of practical help go a long way.

## When it's more than the blues

Perinatal depression and anxiety affect up to one in five expecting and new mums, and around one in ten dads and partners. They can start during pregnancy or any time in the first year. Signs to look out for include:

- feeling low, numb or hopeless most of the time
- constant worry, racing thoughts or panic attacks
- losing interest in things you used to enjoy
- trouble sleeping even when your baby is asleep
- feeling disconnected from your baby or the people around you
- thoughts of harming yourself or that your family would be better off without you

If any of these sound familiar and have lasted more than two weeks, please talk to someone. **This is not a sign of weakness or of being a bad mum.** It's a health condition, and it's treatable.

## Where to get help

Your GP, midwife or maternal child health nurse is a good first step. They may ask you to fill in a short questionnaire and can talk you through options such as counselling, support groups or treatment. A GP can also set up a mental health treatment plan, which gives you access to Medicare-subsidised sessions with a psychologist.

[PANDA](https://panda.org.au) runs the National Perinatal Mental Health Helpline on 1300 726 306, staffed by people who understand exactly what you're going through. Partners and family members can call too. If you ever feel unsafe or are worried about your immediate safety, call 000 or Lifeline on 13 11 14.

> Asking for help is not a failure. It is one of the most caring things you can do for your baby, your family and yourself.

## Small things that help

Alongside professional support, everyday care matters too:

- say yes when people offer to help, and be specific about what you need
- eat regular meals, even simple ones
- get outside for a short walk or some fresh air each day
- protect a stretch of sleep when you can, taking turns with a partner or support person overnight
- stay connected, whether that's a mothers' group, an old friend or an online community

You deserve care too, not just your baby. Reaching out early makes a real difference.`,
    image: '/uploads/demo/blog/looking-after-your-mental-health-after-birth.svg',
    publishedAt: '2026-04-08',
    category: 'self-care',
    author: 'priya-shah',
    featured: false,
  },
  {
    slug: 'safe-sleep-basics-every-parent-should-know',
    title: 'Safe Sleep Basics Every Parent Should Know',
    description:
      'A maternal child health nurse walks through the safe sleep recommendations that lower the risk of sudden infant death, for every sleep, day and night.',
    body: `Of all the advice new parents receive, safe sleep is one area where the evidence is clear and consistent. Following a few simple recommendations for every sleep, day and night, significantly reduces the risk of sudden unexpected death in infancy, including SIDS and fatal sleep accidents.

## The six safe sleep recommendations

[Red Nose](https://rednose.org.au), Australia's leading safe sleep organisation, recommends that you:

- **sleep baby on their back** from birth, never on their tummy or side
- **keep baby's head and face uncovered**
- **keep baby smoke free** before and after birth
- provide a **safe sleeping environment** night and day
- sleep baby in their own safe cot **in the same room as an adult care-giver** for the first six to twelve months
- **breastfeed** baby, if you can

## Setting up a safe cot

A safe cot meets the current Australian Standard and has a firm, clean, flat mattress that fits snugly, with no gaps around the edges. Keep the cot bare: no pillows, doonas, bumpers, soft toys or loose bedding. Position baby with their feet at the bottom of the cot so they can't wriggle down under any bedding.

A safe baby sleeping bag, with a fitted neck and armholes and no hood, is a great way to keep bub warm without loose blankets. If you wrap your baby, use a light cotton or muslin wrap, keep it firm but not tight around the hips, and **stop wrapping as soon as your baby shows signs of starting to roll**.

## What about rolling?

Once your baby can roll from back to tummy and back again on their own, it's fine to let them find their own sleeping position. Always put them down on their back to start with, though. Plenty of supervised tummy time while they're awake helps them build the strength to roll confidently.

## Everyday situations

Babies don't always fall asleep in their cot. If bub nods off in the car seat, pram or a baby carrier, that's okay, but move them to a safe sleep surface once you reach your destination. Prams, bouncers, couches and beanbags aren't safe places for babies to sleep unsupervised.

Sleeping on a couch or armchair with a baby is especially risky, so if you feel yourself getting drowsy during a night feed, put your baby back in their cot.

## Need more support?

Tired parents are doing their best, and safe sleep is not about being perfect; it's about making the safest choice you can for each sleep. If you have questions about your baby's sleep, your maternal child health nurse or GP is a great place to start, and Red Nose has practical guides for every situation, from travelling to grandparents' houses.`,
    image: '/uploads/demo/blog/safe-sleep-basics-every-parent-should-know.svg',
    publishedAt: '2026-04-27',
    category: 'sleep-routines',
    author: 'jo-mcallister',
    featured: true,
  },
  {
    slug: 'compact-prams-for-city-living-tested',
    title: 'We Tested Three Compact Prams for City Living',
    description:
      'Narrow footpaths, tram steps and tiny car boots: we took three compact prams through a month of real life to see which one comes out on top.',
    body: `When you live in a unit, catch public transport or simply have a small car, a full-sized pram can feel like pushing a shopping trolley through a café. So I spent a month swapping between three compact prams on school runs, beach walks and one very ambitious trip to the shops with all three kids.

All three prams meet the mandatory Australian safety standard for prams and strollers, which means they come with a five-point harness, a parking brake and a wrist tether strap. Here's how they compared in everyday life.

## Wattle & Co Metro Glide

The Metro Glide is the lightest of the three and folds with one hand into a neat package that fit in my hatchback's boot with room to spare. The recline goes almost flat, which was handy for my youngest's afternoon naps.

- **Loved:** the one-hand fold, the big sun canopy with a peekaboo window, the smooth ride on footpaths
- **Not so much:** small wheels that struggle on gravel and sand, and a fairly small storage basket

## Kookaburra Trekker Lite

The Trekker Lite is the all-rounder. Its larger rubber wheels and suspension handled grass, gravel paths and the foreshore with ease, and the basket swallowed a full nappy bag plus groceries.

- **Loved:** the sturdy, comfortable ride, the adjustable handlebar (great for tall partners), the big basket
- **Not so much:** it's the heaviest of the three, and the fold takes two hands

## Little Harbour Fold

The Little Harbour Fold is designed with travel in mind, and it shows. It folds small enough to fit in most overhead lockers and comes with a carry strap. It's ideal as a second pram for holidays or visits to the grandparents.

- **Loved:** the genuinely tiny fold, the carry strap, and a fair price
- **Not so much:** a less supportive seat for longer outings and a shallower canopy that lets the afternoon sun in

## The verdict

If you mainly walk on footpaths and need something easy to lift in and out of the car, the **Metro Glide** is the winner. If you're out on mixed terrain or want a pram to handle everything, the **Trekker Lite** is worth the extra weight. And if you travel often, the **Little Harbour Fold** is a clever second pram.

Whatever you choose, try before you buy if you can. Push it around the shop, practise the fold, check the handlebar height and lift it as if you're putting it in your own boot. And always use the harness and parking brake, even for a quick stop.`,
    image: '/uploads/demo/blog/compact-prams-for-city-living-tested.svg',
    publishedAt: '2026-05-14',
    category: 'product-reviews',
    author: 'sophie-barrett',
    featured: false,
  },
  {
    slug: 'mums-guide-to-tantrums-and-big-feelings',
    title: "A Mum's Guide to Tantrums & Big Feelings",
    description:
      "Tantrums are a normal part of toddlerhood. Here's why they happen, how to stay calm in the moment and what helps prevent them.",
    body: `If your sweet toddler has recently started throwing themselves on the supermarket floor because you opened the wrong snack packet, you are far from alone. Tantrums are very common between the ages of one and three, and they're a normal part of development, even if they don't feel that way at the checkout.

## Why tantrums happen

Toddlers have big feelings and very few tools to manage them. Their language is still developing, their need for independence is growing fast, and the part of the brain that helps with self-control won't be fully developed for many years. When they're tired, hungry, overstimulated or simply told no, those feelings can spill over.

A tantrum isn't your child being naughty or manipulative. It's more like a storm that needs to pass.

## In the moment

The most helpful thing you can do is stay as calm as possible. That's easier said than done, so here are a few things that help:

- **keep your child safe**, moving them or nearby objects if needed
- take a slow breath and lower your voice
- name the feeling simply: "You're really cross that we have to leave the park."
- stay close, but don't try to reason or bargain mid-tantrum
- once it passes, offer a cuddle and move on without a long lecture

If you're at home and you feel yourself getting overwhelmed, it's okay to make sure your child is safe and step away for a minute to calm down.

## Preventing the big ones

You can't prevent every tantrum, but you can reduce the triggers:

- keep to regular meals, snacks and sleeps where you can
- give warnings before transitions ("Two more slides, then it's time for home")
- offer simple choices ("Do you want the red cup or the blue cup?")
- notice and praise calm behaviour
- keep tricky outings short, and plan them for after a nap

## Looking after yourself

Tantrums can be exhausting and, in public, embarrassing. Remember that most parents watching have been exactly where you are. Debrief with your partner or a friend, and give yourself credit for handling a tough moment.

## When to get advice

Talk to your GP or maternal child health nurse if tantrums are getting more frequent or intense after the age of four, if your child hurts themselves or others, or if you're finding it hard to cope. The [Raising Children Network](https://raisingchildren.net.au) also has excellent, practical guides on toddler behaviour that are worth a read on a quiet evening.`,
    image: '/uploads/demo/blog/mums-guide-to-tantrums-and-big-feelings.svg',
    publishedAt: '2026-06-02',
    category: 'parenting-tips',
    author: 'jo-mcallister',
    featured: false,
  },
  {
    slug: 'gentle-return-to-movement-after-baby',
    title: 'Your Body After Baby: A Gentle Return to Movement',
    description:
      "Keen to get moving again after birth? A midwife's guide to pelvic floor recovery, your six-week check and building up safely.",
    body: `Your body has done something extraordinary, and it deserves time to recover. Whether you had a vaginal birth or a caesarean, easing back into movement gently will help you feel stronger and protect your pelvic floor for years to come.

## The first six weeks

In the early weeks, focus on rest, good nutrition and gentle movement. Short walks, increasing gradually as you feel able, are a wonderful start. Avoid heavy lifting, and listen to your body: more bleeding, pain or heaviness are signs to slow down.

Most women can begin gentle **pelvic floor exercises** in the days after birth, once any catheter is out and it feels comfortable. To find the right muscles, imagine you're trying to stop passing wind and stop the flow of urine at the same time, then gently lift and squeeze. Hold for a few seconds, relax fully, and repeat several times, a few times a day.

## Your six-week check

Around six weeks after birth, book a postnatal check with your GP. It's a chance to talk about your physical recovery, contraception, your mood and how feeding is going. Be honest about anything that's bothering you, including:

- leaking urine or wind when you cough, sneeze or exercise
- a feeling of heaviness or dragging in the vagina
- pain during sex or ongoing pain around a tear or scar
- a gap or bulge down the middle of your tummy

These are all common, and all worth mentioning. Your GP may suggest seeing a **women's health physiotherapist**, who can assess your pelvic floor and tummy muscles and give you a tailored program.

## Building back up

Once you've been given the all-clear, build up gradually. Low-impact options are ideal to begin with:

- walking, including pram walks with friends
- swimming, once bleeding has stopped and any wounds have healed
- postnatal pilates or yoga classes with an instructor trained in postnatal care
- gentle strength work with light weights or your own body weight

High-impact exercise like running and jumping puts a lot of pressure on the pelvic floor. Many physiotherapists recommend waiting until at least three months after birth, and only when your pelvic floor is ready. There's no prize for getting back there first.

## Be patient with yourself

Broken sleep, feeding and the general chaos of life with a newborn all take energy. Some weeks a ten-minute walk around the block will be a win, and that counts. If you'd like more general information, [healthdirect](https://www.healthdirect.gov.au) has helpful guides on postnatal recovery and exercise. Recovery isn't a race; it's a gradual return to feeling at home in your body.`,
    image: '/uploads/demo/blog/gentle-return-to-movement-after-baby.svg',
    publishedAt: '2026-06-23',
    category: 'self-care',
    author: 'priya-shah',
    featured: false,
  },
  {
    slug: 'fussy-eaters-what-actually-helps',
    title: 'Fussy Eaters: Why Toddlers Refuse Food and What Actually Helps',
    description:
      'Yesterday it was their favourite, today it is "yucky". A paediatric dietitian explains fussy eating and how to take the stress out of mealtimes.',
    body: `One week your toddler happily eats broccoli, the next week they look at it like it's personally offended them. If mealtimes in your house have become a daily negotiation, take heart: fussy eating is a normal phase for many children between about one and five years.

## Why it happens

After the rapid growth of the first year, toddlers grow more slowly, so their appetite often drops. At the same time they're becoming more independent and more wary of new things, including foods. Saying no is one of the few things they have complete control over, and the dinner table is a great place to practise it.

The reassuring part is that most toddlers get what they need over a week, even if individual days look wildly unbalanced.

## Sharing the job

A helpful way to think about mealtimes is to split the responsibilities. **You decide what food is offered, and when and where it's eaten.** Your child decides whether to eat and how much. This takes a lot of pressure off everyone. You don't need to bribe, beg or insist on "one more bite", and your child learns to listen to their own hunger and fullness.

## Practical ideas to try

- eat together as a family as often as you can, and let your child see you enjoying a range of foods
- offer small portions, with the option of more, so the plate doesn't feel overwhelming
- include at least one food you know they usually eat alongside something new
- keep offering rejected foods; it can take **10 to 15 tries** before a child accepts something new
- let them help wash, stir, tear and serve, as children are more likely to taste food they've prepared
- keep mealtimes to about 20 to 30 minutes, then calmly pack away
- set regular meal and snack times, and avoid grazing or filling up on milk and juice

## What to avoid

Try not to use food as a reward or punishment, and avoid "no dessert until you finish your vegetables". It can make the vegetables feel like a chore and the dessert even more special. Cooking a separate meal on demand can also make fussy eating last longer, though it's fine to make sure there's something familiar on the table.

## When to check in

Talk to your GP or maternal child health nurse if your child isn't growing as expected, is losing weight, eats a very limited range of foods (for example, fewer than 15 to 20 foods in total), gags or vomits often, or if mealtimes are causing a lot of distress. A referral to a paediatric dietitian or speech pathologist can help. The [Raising Children Network](https://raisingchildren.net.au) also has lots of family-friendly meal ideas to keep things interesting.`,
    image: '/uploads/demo/blog/fussy-eaters-what-actually-helps.svg',
    publishedAt: '2026-07-09',
    category: 'nutrition',
    author: 'tessa-nguyen',
    featured: false,
  },
  {
    slug: 'gentle-bedtime-routine-babies-toddlers',
    title: 'Building a Gentle Bedtime Routine for Babies and Toddlers',
    description:
      'A predictable, calm bedtime routine helps little ones wind down. Here is how to build one that works for your family, from newborn to toddler.',
    body: `If bedtime at your place feels more like a wrestling match than a wind-down, a simple, predictable routine can make a real difference. Babies and toddlers thrive on knowing what comes next, and a consistent sequence of calm activities helps their bodies and brains get ready for sleep.

## Why routines help

A bedtime routine acts like a signal. Over time, the same steps in the same order tell your child that sleep is coming. It also gives you a chance to connect at the end of a busy day, which can help little ones settle more easily, especially if they've been in childcare or had a big day out.

## Start simple

You can introduce a gentle routine from around six to eight weeks, although very young babies won't follow a predictable pattern for a while yet. Keep it short, around 20 to 30 minutes, and do it in the same order each night. A typical routine might look like:

- a warm bath, or a quick wash on busy nights
- a fresh nappy and pyjamas or a safe sleeping bag
- a feed, away from bright lights and screens
- brushing teeth, once they've come through
- a book or two, or a quiet song
- a cuddle and the same goodnight phrase, then into the cot

## Set up the space

A dim, quiet room helps. Blockout blinds can be useful in summer when it's still light at bedtime, and some families like gentle white noise to mask household sounds. Keep the cot safe and clear, following the [Red Nose](https://rednose.org.au) safe sleep recommendations, with no pillows, bumpers or soft toys for babies.

## Settling: find what suits you

Some babies drift off with a pat and a shush, while others need more support for a while. Both are normal. Placing your baby in the cot when they're calm and drowsy, rather than fully asleep, can help them learn to settle over time, but it isn't a rule, and it's fine to feed or cuddle to sleep if that works for your family.

**Consistency matters more than the specific steps.** If you and a partner share bedtimes, agree on the routine together so it feels the same no matter who's doing it.

## As your child grows

Toddlers love some control, so give them small choices: which pyjamas, which book. A visual chart with pictures of each step can reduce bedtime negotiations. Expect the routine to wobble around illness, travel, teething and big changes like a new sibling, and simply return to it when things settle.

If sleep is causing you or your baby ongoing distress, or you're feeling exhausted and low, please talk to your maternal child health nurse or GP. Many areas also offer free early parenting services and sleep and settling support.`,
    image: '/uploads/demo/blog/gentle-bedtime-routine-babies-toddlers.svg',
    publishedAt: '2026-07-28',
    category: 'sleep-routines',
    author: 'jo-mcallister',
    featured: false,
  },
  {
    slug: 'baby-carriers-reviewed-comfort-and-safety',
    title: 'Baby Carriers Reviewed: Comfort for Mum, Safety for Bub',
    description:
      'A soft structured carrier, a stretchy wrap and a ring sling: we compared three three popular carrier styles for comfort, ease and safe positioning.',
    body: `A good baby carrier can be a game changer. It keeps your baby close and content, and frees up your hands for a toddler, a coffee or the washing. But with so many styles available, it can be hard to know where to start. I asked three families in our local mothers' group to trial three different carriers over four weeks, and I checked fit and positioning along the way.

## First, the safety basics

Whatever carrier you choose, the **TICKS** checklist is a helpful reminder:

- **Tight:** your baby should be held snugly against you
- **In view at all times:** you should be able to see their face by glancing down
- **Close enough to kiss:** their head should be close to your chin
- **Keep chin off the chest:** make sure there's at least a finger's width under their chin
- **Supported back:** their back should be supported in a natural position, with tummy and chest against you

Also check that your baby's hips are in a comfortable "M" position, with knees higher than bottom, and always follow the manufacturer's weight and age guidance.

## Gumleaf Carry Soft Structured Carrier

This buckle carrier was the favourite for dads and partners and for longer walks. Padded shoulder straps and a wide waist belt spread the weight well, and it can be used on the front or back as your baby grows.

- **Pros:** easy to learn, very supportive for bigger babies, breathable mesh panel for warm days
- **Cons:** a bit bulky to pack, and the newborn insert takes practice to fit correctly

## Saltbush Stretch Wrap

A long piece of soft, stretchy fabric you tie around yourself. Our testers with newborns loved how snug and calming it was, and it's lovely for the fourth trimester.

- **Pros:** very cosy for young babies, soft on the shoulders, pre-tie and pop baby in
- **Cons:** lots of fabric to manage in a car park, warm in summer, and best suited to the first few months

## Banksia Linen Ring Sling

A one-shoulder sling with two rings to adjust the fit. Quick to pop on for short trips and brilliant for hip carries with older babies.

- **Pros:** fast on and off, folds small into a nappy bag, breathable linen
- **Cons:** all the weight is on one shoulder, and it took our testers a few goes to get the positioning right

## Our pick

For most families, the **Gumleaf Carry** is the most versatile choice, while the **Saltbush Stretch Wrap** shines in the newborn weeks. If you can, visit a carrier library or get a fitting from someone trained, and ask your maternal child health nurse to check the fit at your next visit. And remember: if your baby falls asleep in a carrier, keep checking they can breathe easily, and move them to their cot once you're home.`,
    image: '/uploads/demo/blog/baby-carriers-reviewed-comfort-and-safety.svg',
    publishedAt: '2026-08-17',
    category: 'product-reviews',
    author: 'jo-mcallister',
    featured: false,
  },
  {
    slug: 'getting-ready-for-kindy-checklist',
    title: 'Getting Ready for Kindy: A Practical Checklist',
    description:
      'From enrolment paperwork to drop-off tears, here is a mum-of-three checklist for helping your little one (and you) get ready for kindy.',
    body: `Starting kindy is a big step for little people and their parents. I've done it three times now, and each time I've learnt something new, mostly that the lunchbox matters far less than I thought and the goodbye routine matters far more.

A quick note on names: depending on where you live, the year or two before school might be called kindy, kinder, preschool or pre-prep, and the starting age varies between states and territories. Check with your state education department or local centre for the details.

## Paperwork and practicalities

A few weeks before the first day, tick off the admin:

- confirm enrolment, fees and any government-funded hours you're eligible for
- download your child's **Immunisation History Statement** from the Australian Immunisation Register through your Medicare account on myGov, as most centres need it
- share any allergies, medical action plans or medications with staff
- label everything: hats, drink bottles, lunchboxes, jumpers and spare clothes
- pack a sunsmart hat, as most kindies have a "no hat, no play" rule

## Building independence

It helps if your child can do a few things on their own, or at least give them a go:

- open their lunchbox and drink bottle
- put on and take off shoes and a jumper
- go to the toilet and wash their hands
- ask an adult for help

Practise at home in a playful way. Have a "kindy picnic" in the backyard with their real lunchbox, or time how fast they can put on their shoes.

## Talking about kindy

Read picture books about starting kindy, drive or walk past the building, and visit for an orientation session if your centre offers one. Talk about what they'll do there in positive, simple terms: painting, sandpit, new friends, story time. Try not to overpromise, though, and let them share their worries.

## The first goodbye

**Keep goodbyes short, warm and consistent.** A special handshake, a hug and "I'll see you after afternoon tea" works better than lingering. It's tempting to sneak out when they're distracted, but saying goodbye builds trust. Educators are brilliant at helping children settle and will often send a quick message once the tears have dried.

## Looking after you

It's completely normal to shed a few tears in the car park yourself. Arrange a coffee with another parent, or just give yourself a quiet moment. For more ideas on preparing for kindy and school, the [Raising Children Network](https://raisingchildren.net.au) has great age-by-age guides. If your child is still very distressed after the first term, have a chat with their educators and your GP or child health nurse.`,
    image: '/uploads/demo/blog/getting-ready-for-kindy-checklist.svg',
    publishedAt: '2026-09-03',
    category: 'parenting-tips',
    author: 'sophie-barrett',
    featured: false,
  },
  {
    slug: 'ten-minute-resets-for-exhausted-mums',
    title: 'Ten-Minute Resets for Exhausted Mums',
    description:
      'No spa day required. Small, realistic ways to recharge when you have ten minutes, a cold cup of tea and a baby who might wake at any second.',
    body: `Self-care advice for mums can sometimes feel a bit out of touch. A weekend away would be lovely, but most days I'm lucky to drink a hot coffee before it goes cold. Over the years, and across three kids, I've collected a handful of ten-minute resets that genuinely help me feel more like a person.

## Why small things count

When you're running on broken sleep and caring for others all day, it's easy to put yourself last. But even short breaks can lower stress and help you respond to your kids with more patience. **Self-care isn't selfish; it's maintenance.** Think of it like refuelling the car so it can keep going.

## Resets for your body

- **Get outside.** Step into the backyard or onto the balcony, feel the sun or the breeze, and take a few slow breaths.
- **Stretch it out.** Roll your shoulders, stretch your neck and reach for the ceiling. Feeding and carrying babies is hard on the upper back.
- **Drink a glass of water and eat something with protein.** Hunger and dehydration make everything harder.
- **Shower with intention.** Use the nice body wash. Put on clean clothes. It's amazing what it does for your mood.

## Resets for your mind

- **Try a short guided breathing exercise** or a meditation app. Even three minutes can help your body settle.
- **Write it down.** Jot three things on your mind, then one thing that went well today.
- **Listen to something for you.** A podcast, an audiobook chapter or one favourite song, loud.
- **Put the phone down.** Endless scrolling rarely leaves us feeling rested.

## Resets for connection

Feeling isolated is one of the hardest parts of early parenting. Send a voice message to a friend who gets it. Say hi to another parent at the park. Join a mothers' group or a local playgroup, or find your people online in a kind, supportive space like the Mama Village community.

## Asking for help

Ten-minute resets work best when someone else is holding the baby. If you have a partner, family or friends nearby, ask for specific help: "Could you take the kids to the park on Saturday morning so I can have a sleep?" People often want to help but don't know how.

## When it's more than tiredness

Exhaustion is part of life with little ones, but if you're feeling constantly low, anxious or not yourself, please talk to your GP or child health nurse, or call [PANDA](https://panda.org.au) on 1300 726 306. You matter, and you deserve to feel well.`,
    image: '/uploads/demo/blog/ten-minute-resets-for-exhausted-mums.svg',
    publishedAt: '2026-09-24',
    category: 'self-care',
    author: 'sophie-barrett',
    featured: false,
  },
  {
    slug: 'making-the-most-of-child-health-nurse-visits',
    title: 'Making the Most of Your Maternal Child Health Nurse Visits',
    description:
      'Free, friendly and full of expertise: how child health nurse checks work, what happens at each visit and how to get the most out of them.',
    body: `Every state and territory in Australia offers free health checks for babies and young children, run by specially trained nurses. In Victoria you'll hear them called maternal and child health nurses, while in other states they may be known as child and family health nurses or child health nurses. Whatever the name, they're a wonderful, often underused, source of support.

## How the visits work

Your first contact usually happens within a couple of weeks of coming home from hospital, often with a home visit. After that, you'll be invited to regular checks at key ages through the baby and toddler years, up until around school age. In Victoria, for example, there are ten Key Ages and Stages visits, from the first home visit to three and a half years.

At each visit, the nurse will typically:

- weigh and measure your baby and plot their growth
- check development, like movement, hearing, vision, speech and social skills
- ask about feeding, sleep, safety and how your family is going
- check in on your wellbeing, including your mood and recovery

You'll also receive a child health record book (known as the Blue Book in New South Wales), where your nurse, GP and other health professionals record checks and immunisations. Bring it to every appointment.

## Come prepared

Appointments can fly by, especially with a wriggly baby, so it helps to plan ahead:

- write down your questions in your phone as you think of them during the week
- bring a spare nappy, a change of clothes and something for a feed
- mention anything that's worried you, even if it seems small
- be honest about how you're feeling, not just how the baby is going

**There is no such thing as a silly question.** Nurses have heard it all, from nappy colours to sleep regressions to "is this rash normal?".

## Beyond the checks

Many services also run new parent groups, which are a great way to meet other families with babies the same age. Some offer extra support such as breastfeeding help, sleep and settling sessions, or links to family support services.

## Immunisations

Your child's free immunisations under the National Immunisation Program are usually given by your GP or at a local council clinic, depending on where you live. Your nurse can remind you which vaccines are due. You can check your child's record on the Australian Immunisation Register through Medicare.

## Between visits

If something worries you between appointments, you don't have to wait. Call your local child health service, see your GP, or phone healthdirect on 1800 022 222 to speak with a registered nurse, any time of day or night. For more general information about child health checks, visit [healthdirect](https://www.healthdirect.gov.au). If your baby seems very unwell, call 000.`,
    image: '/uploads/demo/blog/making-the-most-of-child-health-nurse-visits.svg',
    publishedAt: '2026-10-15',
    category: 'parenting-tips',
    author: 'jo-mcallister',
    featured: false,
  },
  {
    slug: 'reusable-nappies-three-month-trial',
    title: 'Reusable Nappies: Our Honest Three-Month Trial',
    description:
      'Are modern cloth nappies worth the hype? A mum of three tried three brands for three months and reports back on fit, washing and leaks.',
    body: `Modern cloth nappies have come a long way from the squares and safety pins of our mums' day. With my third baby, I finally decided to give them a proper go. Over three months, I rotated between three brands, washed a truly heroic number of loads and kept notes on what actually worked for our family.

## Why we tried cloth

For us, it was a mix of reducing waste and saving money over time. The upfront cost can be significant, but a good stash can last through more than one child. I'll be honest, though: cloth nappies are more work than disposables, and that's okay. Lots of families use a mix, and **any reusable nappy you use is a win**.

## Bilby Bottoms All-in-One

The Bilby Bottoms nappy has the absorbent layers sewn in, so it goes on just like a disposable. It was the easiest for grandparents and the childcare centre to use.

- **Pros:** simple, trim fit, cute prints, no stuffing required
- **Cons:** takes longer to dry, especially in winter

## Little Gum Cloth Co Pocket Nappy

This one has a waterproof outer with a pocket you stuff with absorbent inserts. It was our night-time favourite, as we could add an extra insert for heavy wetters.

- **Pros:** adjustable absorbency, quick drying, good value
- **Cons:** stuffing inserts is a job in itself, and it's slightly bulkier under clothes

## Coastal Cub Fitted and Cover

A fitted, absorbent nappy with a separate waterproof cover. It had the best leak protection of the three, particularly for newborn poo explosions.

- **Pros:** excellent containment, covers can be reused a few times between washes
- **Cons:** two parts to manage and the bulkiest of the lot

## Our wash routine

Always follow the manufacturer's care instructions, but here's what worked for us:

- knock any solids into the toilet
- store used nappies in a dry, lidded bucket (no soaking)
- do a short pre-wash, then a long main wash with a full dose of detergent
- skip fabric softener, which can reduce absorbency
- dry on the line in the sun where you can, which also helps fade stains

## The verdict

The **Little Gum Cloth Co** pocket nappy was the best all-rounder for us, with **Bilby Bottoms** our pick for ease. Start small with a few different styles before buying a full stash, and see what suits your baby's shape and your routine. Check your baby's skin at each change too; if nappy rash doesn't improve with frequent changes and a barrier cream, see your GP or child health nurse.`,
    image: '/uploads/demo/blog/reusable-nappies-three-month-trial.svg',
    publishedAt: '2026-11-12',
    category: 'product-reviews',
    author: 'sophie-barrett',
    featured: false,
    status: 'draft',
  },
];
