/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TaglineInputs */

const en_nav_tagline = /** @type {(inputs: Nav_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakistan's Premier Freelance Platform - Connecting Businesses with Top IT Talent`)
};

const ur_nav_tagline = /** @type {(inputs: Nav_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاکستان کا نمایاں فری لانس پلیٹ فارم — کاروباروں کو آئی ٹی کے بہترین ماہرین سے جوڑتا ہے`)
};

/**
* | output |
* | --- |
* | "Pakistan's Premier Freelance Platform - Connecting Businesses with Top IT Talent" |
*
* @param {Nav_TaglineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_tagline = /** @type {((inputs?: Nav_TaglineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TaglineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_tagline(inputs)
	return en_nav_tagline(inputs)
});