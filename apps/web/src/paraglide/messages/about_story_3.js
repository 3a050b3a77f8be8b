/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ established: NonNullable<unknown>, goal: NonNullable<unknown>, product: NonNullable<unknown> }} About_Story_3Inputs */

const en_about_story_3 = /** @type {(inputs: About_Story_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today ${i?.established} IT setups are running, with ${i?.goal} as the goal, and ${i?.product} brings their freelancers and the clients who need them onto one marketplace.`)
};

const ur_about_story_3 = /** @type {(inputs: About_Story_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آج ${i?.established} آئی ٹی سیٹ اپس کام کر رہے ہیں، ہدف ${i?.goal} ہے، اور ${i?.product} ان کے فری لانسرز اور ان کی ضرورت رکھنے والے کلائنٹس کو ایک مارکیٹ پلیس پر لے آتا ہے۔`)
};

/**
* | output |
* | --- |
* | "Today {established} IT setups are running, with {goal} as the goal, and {product} brings their freelancers and the clients who need them onto one marketplace." |
*
* @param {About_Story_3Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_3 = /** @type {((inputs: About_Story_3Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_3Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_story_3(inputs)
	return en_about_story_3(inputs)
});