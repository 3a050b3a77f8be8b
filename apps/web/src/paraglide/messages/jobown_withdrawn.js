/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_WithdrawnInputs */

const en_jobown_withdrawn = /** @type {(inputs: Jobown_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proposal has been withdrawn.`)
};

const ur_jobown_withdrawn = /** @type {(inputs: Jobown_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پروپوزل واپس لے لیا گیا ہے۔`)
};

/**
* | output |
* | --- |
* | "Your proposal has been withdrawn." |
*
* @param {Jobown_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdrawn = /** @type {((inputs?: Jobown_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdrawn(inputs)
	return en_jobown_withdrawn(inputs)
});