/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Fixed_PriceInputs */

const en_jobs_fixed_price = /** @type {(inputs: Jobs_Fixed_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed Price`)
};

const ur_jobs_fixed_price = /** @type {(inputs: Jobs_Fixed_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقررہ قیمت`)
};

/**
* | output |
* | --- |
* | "Fixed Price" |
*
* @param {Jobs_Fixed_PriceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_fixed_price = /** @type {((inputs?: Jobs_Fixed_PriceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Fixed_PriceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_fixed_price(inputs)
	return en_jobs_fixed_price(inputs)
});