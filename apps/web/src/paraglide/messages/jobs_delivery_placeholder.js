/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Delivery_PlaceholderInputs */

const en_jobs_delivery_placeholder = /** @type {(inputs: Jobs_Delivery_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., 2 weeks`)
};

const ur_jobs_delivery_placeholder = /** @type {(inputs: Jobs_Delivery_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً 2 ہفتے`)
};

/**
* | output |
* | --- |
* | "e.g., 2 weeks" |
*
* @param {Jobs_Delivery_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_delivery_placeholder = /** @type {((inputs?: Jobs_Delivery_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Delivery_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_delivery_placeholder(inputs)
	return en_jobs_delivery_placeholder(inputs)
});