/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_NewestInputs */

const en_jobs_newest = /** @type {(inputs: Jobs_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const ur_jobs_newest = /** @type {(inputs: Jobs_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نئی ترین`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Jobs_NewestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_newest = /** @type {((inputs?: Jobs_NewestInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_NewestInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_newest(inputs)
	return en_jobs_newest(inputs)
});