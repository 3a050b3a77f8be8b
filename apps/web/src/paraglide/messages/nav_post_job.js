/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Post_JobInputs */

const en_nav_post_job = /** @type {(inputs: Nav_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const ur_nav_post_job = /** @type {(inputs: Nav_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ کریں`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Nav_Post_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_post_job = /** @type {((inputs?: Nav_Post_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Post_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_post_job(inputs)
	return en_nav_post_job(inputs)
});