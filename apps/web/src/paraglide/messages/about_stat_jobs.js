/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Stat_JobsInputs */

const en_about_stat_jobs = /** @type {(inputs: About_Stat_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects Completed`)
};

const ur_about_stat_jobs = /** @type {(inputs: About_Stat_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکمل شدہ پروجیکٹس`)
};

/**
* | output |
* | --- |
* | "Projects Completed" |
*
* @param {About_Stat_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_jobs = /** @type {((inputs?: About_Stat_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Stat_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_stat_jobs(inputs)
	return en_about_stat_jobs(inputs)
});