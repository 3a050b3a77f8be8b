/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Posted_WithinInputs */

const en_jobs_posted_within = /** @type {(inputs: Jobs_Posted_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted Within`)
};

const ur_jobs_posted_within = /** @type {(inputs: Jobs_Posted_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پوسٹ ہونے کا وقت`)
};

/**
* | output |
* | --- |
* | "Posted Within" |
*
* @param {Jobs_Posted_WithinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_within = /** @type {((inputs?: Jobs_Posted_WithinInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Posted_WithinInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_posted_within(inputs)
	return en_jobs_posted_within(inputs)
});