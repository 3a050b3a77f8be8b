/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_SampleInputs */

const en_hubs_sample = /** @type {(inputs: Hubs_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sample)`)
};

const ur_hubs_sample = /** @type {(inputs: Hubs_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نمونہ)`)
};

/**
* | output |
* | --- |
* | "(sample)" |
*
* @param {Hubs_SampleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_sample = /** @type {((inputs?: Hubs_SampleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_SampleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_sample(inputs)
	return en_hubs_sample(inputs)
});