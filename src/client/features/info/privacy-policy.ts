import { PRODUCT_NAME } from '../../../shared/constants/product';
import { INFO_CONTACT_EMAIL } from './info-text';

/** The privacy policy, in Markdown (rendered by components/markdown.tsx; its headings start at h2). */
export const PRIVACY_POLICY = `
${PRODUCT_NAME} ("we", "us") is an online community for mums and mums-to-be in Australia. We take your privacy seriously: this policy explains what personal information we collect, why, how we look after it, and how you can see, correct or delete it. We handle personal information in line with the *Privacy Act 1988* (Cth) and the 13 Australian Privacy Principles (APPs).

## The short version

- We collect only what the site needs to work: your account, what you post, and the choices you make on the site.
- We never sell your personal information, and we don't show ads or use advertising trackers.
- We use one cookie, to keep you signed in. We don't track whether you open or click our emails.
- You can download a copy of your information, correct it, or delete your account at any time, yourself, from your privacy page.

## What we collect and why

**Your account.** Your username, email address and password when you join. We store your password only as a one-way scrambled value (a hash), so nobody at ${PRODUCT_NAME} can read it. We use your email to sign you in, to reset your password, and to send the emails described below.

**Your profile.** Anything you choose to add: a display name, a photo and a short bio. Photos you upload have their hidden metadata removed, including any GPS location, before they are stored. Your profile is public.

**What you post.** Threads and replies in the community forum, and the topic you post them in. These are public, along with your username or display name and your photo. Please don't share information in a post that you wouldn't want others to read.

**Automated checks on posts.** To keep the community safe, what you post is checked automatically when you post or edit it: for a link from an account less than a day old, for the same text posted three times in a day, for a new member's first posts (when our moderators turn that check on), for words and phrases our moderators watch for, and for phrases that suggest someone may be at risk. A post a check finds may wait for a moderator before others see it, or go to our moderators for a look; a safety phrase also tells our moderators at once and shows you where to find support. No decision about your account is made by these checks alone: a person always decides. Reports you send, and decisions about your posts, are kept with the post for our moderators.

**Likes and saved items.** What you like and save, so we can show counts and your saved list. Like counts are public; who liked what, and your saved list, are visible only to you.

**Points, levels and giveaway entries.** Every point you earn (or that is taken back) is kept as a row in a points ledger: the action, the content it was for, the amount and the time. Your level, points and monthly giveaway entries are public, for example on leaderboards and beside your name. The ledger itself is shown only to you (and to our admins).

**Giveaways.** When a monthly giveaway is drawn, we publish the list of entrants by member number and number of entries, never by name, so anyone can check the draw. If you win, we use your details to contact you and deliver your prize.

**Newsletter consent.** If you subscribe to our newsletter, we keep your name, email, the time you subscribed and which form you used, as the record of your consent. You can unsubscribe from any email with one click.

**Emails we send.** A welcome email when you join, password reset links you ask for, notifications you have chosen to receive by email, giveaway news, and our newsletter if you subscribed. Every newsletter carries our identity and a one-click unsubscribe, as the *Spam Act 2003* requires. **We don't track opens or clicks**: our emails have no tracking pixels and no tracked links.

**Feedback and enquiries.** Product feedback you send us, and partnership enquiries from brands, so we can answer them.

**Technical information.** When you use the site, our server records the request (the page, the time and the network address it came from) to keep the site secure and to limit repeated attempts, such as password guessing. We don't use this to build a profile of you.

## Cookies and your browser

We use **one cookie**: a session cookie that keeps you signed in. It can't be read by scripts on the page and is never shared with anyone else. We use **no advertising cookies, no analytics trackers and no third-party tracking scripts**.

Your browser also remembers a few settings on your own device, which never leave it: whether you've seen the sign-up invitation or the welcome tour, and the heading font you chose in the font preview tool.

## Who we share information with

We don't sell, rent or trade your personal information. We share it only:

- with the service providers who run the site for us (hosting and email delivery), who may use it only to provide their service;
- with a giveaway prize supplier, when you win and only what they need to deliver your prize;
- when the law requires it, or to protect someone's safety.

### Overseas disclosure

Some of our service providers may store or process information outside Australia (for example, on cloud servers in the United States or Europe). When that happens we take reasonable steps, as APP 8 requires, to make sure they protect it to the standard of the Australian Privacy Principles.

## How we protect your information

The site is served over an encrypted connection, passwords are stored as hashes, uploads are checked and cleaned, and only a small team of admins can reach member data, with every admin change recorded. No system is perfectly secure: if a data breach is likely to cause you serious harm, we will tell you and the Office of the Australian Information Commissioner (OAIC), as the Notifiable Data Breaches scheme requires.

## Seeing, downloading and correcting your information

**Download it yourself.** On [your privacy page](/profile/privacy) (in your account menu, "Privacy & My Data") press "Prepare my download": within minutes we email you, and you can download a ZIP file of everything we hold about you: your profile, threads and replies, likes, saved items, notifications and their settings, your points ledger, giveaway entries and wins, perk redemptions, feedback, newsletter consents, the reports you made, the decisions about you and the team's notes about you, each as a JSON file, with a README that says what each file holds. The download can be fetched for 7 days, then it is deleted; you can ask for one a day. A few records aren't in it, each for a reason: the secrets of sign-in, reset and unsubscribe links; the team's own working records of reported posts and its own changes; and which threads you opened (kept only so a visit counts once).

**Correct it yourself.** On [your profile page](/profile/edit) you can change your display name, bio, photo, email address (we send a link to the new address, and tell the old one) and password (with your current one), and sign out everywhere. Your username (others mention you by it), your points (earned by what you do) and the day you joined can't be changed there, and the page says why.

You can also email [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}) from your account's email address to ask for a copy or a correction (APPs 12 and 13). We answer within 30 days and don't charge for it.

## Deleting your account

On [your privacy page](/profile/privacy), enter your password, choose what happens to your posts and press "Delete my account"; we email you a link to confirm it. Once confirmed, your account is deleted after 7 days: until then, sign in and press "Keep my account" to keep it.

- **Remove my posts** (the default): your replies are deleted, or read "[deleted by its author]" where other members answered after them; a thread of yours that others replied to keeps their replies under "Thread removed by its author"; your other threads are deleted.
- **Keep my posts without my name**: your threads and replies stay, shown as by "Former member".

Either way your account, sessions, likes, saved items, notifications, mutes and blocks, feedback, the team's notes about you and your points history are deleted; other members' replies, and the points they earned, stay. You are unsubscribed from every email, and we keep only a one-way scrambled value (a hash) of your email address, so no one can sign that address up to our newsletter again without your confirmation. The team's records that named you then read "member #(number) (deleted)". Published giveaway draw records keep your member number and entries (never your name), so past draws can still be checked.

You can still ask us by email at [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}) from your account's email address, and we delete it within 30 days. You can also stay a member and simply unsubscribe from emails, using the link in any email or your notification settings.

## How long we keep information

A job runs every night and deletes or de-identifies what has reached its time:

- **Sign-in sessions**: until they expire (30 days without a visit), or when you sign out.
- **Password reset, email change and deletion links**: until they expire (1 hour to 1 day).
- **Notifications you have read**: 12 months.
- **Your data downloads**: 7 days.
- **Posts our moderators removed**: their text is erased after 90 days.
- **Reports and moderation decisions**: 2 years, then kept without who reported, who was reported or who decided.
- **Your account and everything else**: until you delete it.

## Automated checks we run on ourselves

Automated tests check these promises every time the site changes: a test fails when a table that holds member data is neither in your download nor listed above as left out with its reason; the download is opened file by file; deleting an account with either choice is checked to keep other members' replies and their points; and the nightly job is run under a moved clock to check each period above.

## How the 13 Australian Privacy Principles apply

1. **Open and transparent management**: this policy, kept up to date.
2. **Anonymity and pseudonymity**: you can read the site without an account, and post under a username rather than your real name.
3. **Collection of solicited information**: we collect only what the site needs, listed above.
4. **Unsolicited information**: anything we didn't ask for and don't need is deleted.
5. **Notification of collection**: the forms that collect information say what it's for, and link here.
6. **Use or disclosure**: we use your information only for the purposes above.
7. **Direct marketing**: only with your consent, with a one-click unsubscribe in every email.
8. **Cross-border disclosure**: see "Overseas disclosure" above.
9. **Government related identifiers**: we never collect or use them.
10. **Quality of information**: you can update your details at any time.
11. **Security**: see "How we protect your information" above.
12. **Access**: download a copy of your information from your privacy page, or ask us for one.
13. **Correction**: change it yourself on your profile, or ask us to correct it.

## Children

${PRODUCT_NAME} is for adults. You must be 18 or older to join. Please don't post your children's full names, schools or other details that could identify them.

## Complaints

If you're concerned about how we've handled your personal information, email us first at [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}). We'll acknowledge your complaint within 7 days and aim to resolve it within 30 days. If you're not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au) or on 1300 363 992.

## Changes to this policy

If we change this policy in a way that matters, we'll tell members by email and on the site before the change takes effect.

## Contact us

${PRODUCT_NAME}, privacy enquiries: [${INFO_CONTACT_EMAIL}](mailto:${INFO_CONTACT_EMAIL}).
`.trim();
