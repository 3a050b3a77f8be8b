/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Post_First_JobInputs */

const en_jobown_post_first_job = /** @type {(inputs: Jobown_Post_First_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post Your First Job`)
};

const ur_jobown_post_first_job = /** @type {(inputs: Jobown_Post_First_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پہلی جاب پوسٹ کریں`)
};

/**
* | output |
* | --- |
* | "Post Your First Job" |
*
* @param {Jobown_Post_First_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_first_job = /** @type {((inputs?: Jobown_Post_First_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Post_First_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_post_first_job(inputs)
	return en_jobown_post_first_job(inputs)
});