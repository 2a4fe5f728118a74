import { PRODUCT_NAME } from '../../../shared/constants/product';
import { INFO_CONTACT_EMAIL } from './info-text';

/** The terms of use, in Markdown (rendered by components/markdown.tsx; its headings start at h2). */
export const TERMS_OF_USE = `
These terms apply to everyone who uses ${PRODUCT_NAME} (the "site"), whether you read it as a visitor or join as a member. By creating an account or using the site you agree to them, and to our [Privacy Policy](/privacy-policy). If you don't agree, please don't use the site.

## 1. Who can join

- You must be 18 or older, and able to agree to these terms.
- One account per person. Accounts are personal: don't share yours or use someone else's.
- ${PRODUCT_NAME} is made for mums and mums-to-be in Australia, but everyone who follows these terms is welcome.

## 2. Your account

- Give us a real email address you can use: it's how you sign in, reset your password and hear from us.
- Keep your password to yourself. Tell us straight away at [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}) if you think someone else has used your account.
- You can stop using the site and ask us to delete your account at any time (see the [Privacy Policy](/privacy-policy)).
- We may suspend or close an account that breaks these terms, after a warning where that is reasonable.

## 3. Community rules

Our community works because members look after each other. When you post, reply or send a message:

- **Be kind and respectful.** No bullying, harassment, hate speech or personal attacks. Parenting choices differ: disagree with the idea, never the person.
- **No spam or advertising.** Don't post unsolicited promotions, affiliate links, referral codes or the same message over and over. Brands can work with us through [Partnerships](/partnerships).
- **No MLM promotion.** Don't recruit for, or sell the products of, multi-level marketing or network marketing schemes.
- **No medical misinformation.** Share your experience, but don't present health claims as facts without evidence, discourage vaccination or evidence-based care, or sell "cures". Our content and community are not medical advice: always talk to your GP, midwife, child health nurse or another qualified professional. In an emergency, call 000.
- **Protect privacy.** Don't post anyone else's personal details, or photos of other people's children without their parents' permission. Think twice before sharing your own children's names, schools or locations.
- **Keep it legal.** Nothing unlawful, obscene, defamatory or infringing someone else's rights.
- **Don't game the points.** Liking, posting or replying only to farm points, using several accounts, or working with others to inflate points can lead to points being removed and to exclusion from giveaways.

### Reporting

If you see a post, reply or profile that breaks these rules, use **Report** on it and tell us why. Only our moderators see your report, and we never tell anyone who sent it. If someone may be in danger, choose "Someone may be at risk" and, if it is urgent, call 000: our moderators read the forum, but not around the clock. [Need support now?](/support) lists the support lines.

### What happens next

A moderator looks at every report, safety concerns first. A post that several members report is hidden ("Hidden while a moderator takes a look") until a moderator decides. Some posts are also checked automatically and may wait for a quick check before others can see them: a new member's first posts, links from accounts less than a day old, the same text posted over and over, and words our moderators watch for. We then keep the content, edit it, or remove it, and may warn, silence, suspend or close the account that posted it. Removed content loses the points it earned, and we keep it for 90 days in case its author asks for another look. If you reported it, we tell you what we decided, never who decided.

### Asking for another look

If we remove something you wrote, or limit your account, our notice says why and which rule it broke. You can ask for another look from that notice, once for each decision; a member of our team reads your request and tells you the outcome.

### Complaining to the eSafety Commissioner

If you reported serious online abuse, such as cyberbullying, image-based abuse or illegal and restricted content, and we did not act, you can complain to the eSafety Commissioner at [esafety.gov.au](https://www.esafety.gov.au/report).

## 4. Your content

You own what you post. By posting it on ${PRODUCT_NAME}, you give us a non-exclusive, royalty-free, worldwide licence to host, display, reproduce and adapt it (for example, to resize an image or show a preview) for running and promoting the site and app. This licence ends when your content is deleted, except for copies others have already quoted in their own posts. You confirm you have the right to post what you post.

Our own articles, recipes, resources and design belong to ${PRODUCT_NAME} or our contributors. You may share links and print for your own family's use, but please don't republish them without permission.

## 5. Points, levels and giveaways

Points are a thank-you for taking part. They have no cash value and can't be sold, transferred or exchanged.

**Giveaway terms** (these apply to every monthly giveaway unless a giveaway's own terms say otherwise):

1. **Promoter:** ${PRODUCT_NAME}. Each giveaway's page shows the prize, its value and any extra terms.
2. **Who can enter:** members who joined before the end of the giveaway's month. Entry is free, and no purchase is necessary. Our admins and staff can't enter or win.
3. **Period:** one giveaway per calendar month, Australia/Sydney time.
4. **Entries:** every eligible member gets **1 free entry**, plus **1 entry for each whole point** earned in that month (so 7.8 points gives 1 + 7 = 8 entries).
5. **The draw:** when a giveaway opens we publish a fingerprint (SHA-256 hash) of a secret random seed. After the month closes, an admin draws the winner: the entrant list is frozen and published with its own fingerprint, the seed is revealed, and the winner is picked by a published, deterministic method weighted by entries. Anyone can check the draw on the giveaway's page, so nobody, not even our team, can choose the winner.
6. **Winning:** the winner is told by a notification on the site and by email, and must claim the prize on the giveaways page within the claim window shown on the giveaway (14 days unless stated). A prize that isn't claimed in time is redrawn among the other entrants.
7. **Prizes** can't be exchanged for cash. If a prize becomes unavailable for reasons outside our control, we'll offer one of equal or greater value.
8. **Fair play:** entries earned by breaking the community rules (for example, farming points) may be removed before the draw, and a winner who broke these terms may be disqualified.
9. These giveaways are trade promotions of chance. Where a state or territory requires a permit for a particular giveaway, its permit number will be shown on that giveaway's page.

## 6. Perks

Perks are offers from our partner brands. The brand, not ${PRODUCT_NAME}, supplies the product or service and is responsible for it, and its own terms apply. Codes are for members' personal use: don't share or resell them. A single-use code is yours alone once you've redeemed it. Offers end on their expiry date or when the brand's codes run out.

## 7. Our responsibility to you

Nothing in these terms excludes, restricts or changes the consumer guarantees and other rights you have under the **Australian Consumer Law** (Schedule 2 of the *Competition and Consumer Act 2010*) that can't lawfully be excluded.

Our articles, recipes, resources and community posts are general information, not medical, health, financial or legal advice for your situation. Check allergens and ingredients before cooking, and always follow safe sleep and food safety guidance for babies and young children.

To the extent the law allows, and apart from those guarantees, we aren't liable for loss that arises from relying on content posted by members or partners, or from the site being unavailable for a time. Where our liability for a failure to meet a consumer guarantee can lawfully be limited, it is limited to supplying the service again or paying the cost of having it supplied again.

## 8. Changes to these terms

We may update these terms as the site grows. If a change matters, we'll tell members by email or on the site before it takes effect. Using the site after that means you accept the new terms.

## 9. Governing law

These terms are governed by the laws of New South Wales, Australia, and the courts of New South Wales have jurisdiction.

## 10. Contact us

Questions about these terms: [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}).
`.trim();
