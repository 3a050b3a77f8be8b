/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Post_JobInputs */

const en_profiles_post_job = /** @type {(inputs: Profiles_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const ur_profiles_post_job = /** @type {(inputs: Profiles_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ کریں`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Profiles_Post_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_post_job = /** @type {((inputs?: Profiles_Post_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Post_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_post_job(inputs)
	return en_profiles_post_job(inputs)
});