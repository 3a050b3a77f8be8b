/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_SampleInputs */

const en_common_sample = /** @type {(inputs: Common_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample`)
};

const ur_common_sample = /** @type {(inputs: Common_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمونہ`)
};

/**
* | output |
* | --- |
* | "Sample" |
*
* @param {Common_SampleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_sample = /** @type {((inputs?: Common_SampleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_SampleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_sample(inputs)
	return en_common_sample(inputs)
});