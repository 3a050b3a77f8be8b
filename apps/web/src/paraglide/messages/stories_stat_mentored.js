/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Stat_MentoredInputs */

const en_stories_stat_mentored = /** @type {(inputs: Stories_Stat_MentoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers Mentored`)
};

const ur_stories_stat_mentored = /** @type {(inputs: Stories_Stat_MentoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رہنمائی پانے والے فری لانسرز`)
};

/**
* | output |
* | --- |
* | "Freelancers Mentored" |
*
* @param {Stories_Stat_MentoredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_mentored = /** @type {((inputs?: Stories_Stat_MentoredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Stat_MentoredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_stat_mentored(inputs)
	return en_stories_stat_mentored(inputs)
});