/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ago: NonNullable<unknown> }} Jobs_Posted_AgoInputs */

const en_jobs_posted_ago = /** @type {(inputs: Jobs_Posted_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted ${i?.ago}`)
};

const ur_jobs_posted_ago = /** @type {(inputs: Jobs_Posted_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پوسٹ کی گئی: ${i?.ago}`)
};

/**
* | output |
* | --- |
* | "Posted {ago}" |
*
* @param {Jobs_Posted_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_ago = /** @type {((inputs: Jobs_Posted_AgoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Posted_AgoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_posted_ago(inputs)
	return en_jobs_posted_ago(inputs)
});