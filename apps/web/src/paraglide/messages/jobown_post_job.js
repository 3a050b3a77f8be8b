/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Post_JobInputs */

const en_jobown_post_job = /** @type {(inputs: Jobown_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post Job`)
};

const ur_jobown_post_job = /** @type {(inputs: Jobown_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ کریں`)
};

/**
* | output |
* | --- |
* | "Post Job" |
*
* @param {Jobown_Post_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_job = /** @type {((inputs?: Jobown_Post_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Post_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_post_job(inputs)
	return en_jobown_post_job(inputs)
});