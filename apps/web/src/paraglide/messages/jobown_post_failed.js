/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Post_FailedInputs */

const en_jobown_post_failed = /** @type {(inputs: Jobown_Post_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to post job`)
};

const ur_jobown_post_failed = /** @type {(inputs: Jobown_Post_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to post job" |
*
* @param {Jobown_Post_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_failed = /** @type {((inputs?: Jobown_Post_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Post_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_post_failed(inputs)
	return en_jobown_post_failed(inputs)
});