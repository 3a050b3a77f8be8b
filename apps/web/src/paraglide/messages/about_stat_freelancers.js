/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Stat_FreelancersInputs */

const en_about_stat_freelancers = /** @type {(inputs: About_Stat_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Freelancers`)
};

const ur_about_stat_freelancers = /** @type {(inputs: About_Stat_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فعال فری لانسرز`)
};

/**
* | output |
* | --- |
* | "Active Freelancers" |
*
* @param {About_Stat_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_freelancers = /** @type {((inputs?: About_Stat_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Stat_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_stat_freelancers(inputs)
	return en_about_stat_freelancers(inputs)
});